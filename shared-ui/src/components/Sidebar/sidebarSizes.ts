/** 16rem on desktop, 18rem as the mobile sheet, 3rem as the collapsed icon rail. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
