// A document's file rules: only the screens that upload, view or download files need them, so
// they are an entry of their own and stay out of the sign-in page's download.
export * from './documentFiles';
