export { EmailAddress, emailBreakParts } from './EmailAddress';
