export * from './useZodForm';
export * from './FormField';
export * from './accountSchemas';
export * from './SignInForm';
export * from './SignUpForm';
