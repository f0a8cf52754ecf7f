export * from './FailurePanel';
export * from './ScreenBoundary';
