export { NotFound, SectionNotFound, type NotFoundProps } from './NotFound';
