export { Screen, type ScreenProps } from './Screen';
export { PageHeading, type PageHeadingProps } from './PageHeading';
export { documentTitle, PRODUCT_NAME, useDocumentTitle } from './useDocumentTitle';
export { focusPageHeading, useFocusHeadingOnNavigation } from './focusPageHeading';
export { FirstScreen, ScreenShownProvider, useFirstScreen, useScreenPartLoading } from './screenShown';
export { ScreenHeadingProvider, useScreenHeading, type ScreenHeading } from './screenHeading';
