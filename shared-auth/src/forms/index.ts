export * from './useZodForm';
export * from './FormField';
export * from './accountSchemas';
export * from './SignInForm';
export * from './SignUpForm';
export * from './replySchema';
export * from './settingsSchema';
export * from './bankingSchema';
