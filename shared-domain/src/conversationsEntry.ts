// The rules of messages, calls and quote requests as the forms and threads show them: only the
// screens that write or list conversations need them, so they are an entry of their own and stay
// out of the sign-in page's download.
export * from './conversations';
