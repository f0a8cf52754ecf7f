export { saveFile, type PageFile } from './saveFile';
