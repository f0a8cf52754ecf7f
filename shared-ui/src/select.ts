/** The dropdown select: Radix Select and its positioning, downloaded by the screens that show one. */
export * from './components/Select';
