/**
 * A value made the first time it is asked for. An Intl formatter takes milliseconds to build
 * (tens of them on a slow phone), so starting a page builds none of them; the first number or date
 * shown builds the one it needs.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
