export { Screen, type ScreenProps } from './Screen';
