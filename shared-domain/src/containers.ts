/**
 * Container statuses are stored lowercase like every other status; the sample
 * list's wording ("Available", "In Transit", "Loading") is their display label.
 */
export const CONTAINER_STATUSES = ['available', 'loading', 'in_transit'] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

/** The container sizes the business ships (`containers_type_valid`). */
export const CONTAINER_TYPES = ['20ft Standard', '40ft Standard', '40ft High Cube'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** How many vehicles a container may be declared to carry. */
export const CONTAINER_CAPACITY = { min: 1, max: 20 } as const;

/** "4 vehicles", "1 vehicle". */
export function containerCapacityLabel(capacity: number): string {
  return `${capacity} ${capacity === 1 ? 'vehicle' : 'vehicles'}`;
}

/** A container number as stored: upper-case, without spaces ("mscu 310412 9" → "MSCU3104129"). */
export function normaliseContainerNumber(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/**
 * ISO 6346 check digit of an owner code, category and serial ("MSCU310412"): letters count 10
 * to 38 skipping multiples of 11, each character is weighted by 2^position, and the sum modulo 11
 * is the digit (10 written as 0). Mirrors `private.iso6346_check_digit`.
 */
export function containerCheckDigit(firstTen: string): number {
  let sum = 0;
  for (const [position, character] of [...firstTen.slice(0, 10).toUpperCase()].entries()) {
    const code = character.charCodeAt(0);
    const value = /[0-9]/.test(character) ? code - 48 : code - 55 + Math.floor((code - 56) / 10);
    sum += value * 2 ** position;
  }
  return (sum % 11) % 10;
}

/**
 * ISO 6346: three owner letters, the category U, J or Z, six serial digits and the check digit
 * (`containers_number_valid`).
 */
export function isContainerNumber(value: string): boolean {
  const number = normaliseContainerNumber(value);
  return /^[A-Z]{3}[UJZ][0-9]{7}$/.test(number) && containerCheckDigit(number) === Number(number[10]);
}
