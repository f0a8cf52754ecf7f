export * from './SignInForm';
export * from './SignUpForm';
