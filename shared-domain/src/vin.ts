import { MAKE_ALIASES, manufacturerCode } from './manufacturers';

/**
 * Vehicle identification numbers (ISO 3779, and 49 CFR 565 for vehicles built for North
 * America). Mirrored in the database: `private.vin_check_digit` and the check constraint
 * `vehicles_vin_valid` refuse what `checkVin` reports as an error.
 */

export type VinRegion = 'north_america' | 'other';

export interface VinFinding {
  severity: 'error' | 'warning';
  message: string;
}

export interface VinReport {
  /** The input trimmed and upper-cased, as the database stores it. */
  vin: string;
  /** Empty when all is well. */
  findings: VinFinding[];
  /** No finding is an error. */
  valid: boolean;
  /** From the first character (1–5 = North America); null when there is none. */
  region: VinRegion | null;
  /** The usual make of the manufacturer code; null when the code is unknown. */
  manufacturer: string | null;
  /** The model years the 10th character can stand for, newest first. */
  modelYears: number[];
}

export const VIN_LENGTH = 17;

const TRANSLITERATION: Readonly<Record<string, number>> = Object.fromEntries(
  [...'0123456789ABCDEFGHJKLMNPRSTUVWXYZ'].map((character, index) => [character, Number('012345678912345678123457923456789'[index])]),
);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The model-year codes in order from 1980 (and again from 2010, 2040…): no I, O, Q, U, Z or 0. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_MODEL_YEAR = 1980;
const YEAR_CYCLE = YEAR_CODES.length;

/**
 * The 9th character a VIN must have: each character's value (digits as themselves, letters
 * by the transliteration table) times its position's weight, summed, modulo 11, with 10 as X.
 * Characters outside the VIN alphabet count as 0; `checkVin` reports them.
 */
export function vinCheckDigit(vin: string): string {
  const upper = vin.toUpperCase();
  let sum = 0;
  WEIGHTS.forEach((weight, index) => {
    sum += (TRANSLITERATION[upper[index] ?? ''] ?? 0) * weight;
  });
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** The cycle-1980 model year of a 10th-character code; null when the character is no year code. */
function yearOfCode(code: string | undefined): number | null {
  const index = code ? YEAR_CODES.indexOf(code) : -1;
  return index < 0 ? null : FIRST_MODEL_YEAR + index;
}

/**
 * North American VINs tell the cycle by their 7th character (a letter from model year 2010, a
 * digit before); elsewhere every cycle up to next year's models is possible.
 */
function candidateModelYears(vin: string, region: VinRegion | null, today: Date): number[] {
  const first = yearOfCode(vin[9]);
  if (first === null) return [];
  const seventh = vin[6];
  if (region === 'north_america' && seventh && /[A-Z0-9]/.test(seventh)) {
    return [/[0-9]/.test(seventh) ? first : first + YEAR_CYCLE];
  }
  const latest = today.getFullYear() + 1;
  const years: number[] = [];
  for (let year = first; year <= latest; year += YEAR_CYCLE) years.unshift(year);
  return years;
}

/** What can be told of a VIN without asking anyone: its form, its check digit, its make and model year. */
export function checkVin(input: string, today: Date = new Date()): VinReport {
  const vin = input.trim().toUpperCase();
  const findings: VinFinding[] = [];
  if (vin.length !== VIN_LENGTH) {
    findings.push({ severity: 'error', message: `A VIN has ${VIN_LENGTH} characters; this one has ${vin.length}.` });
  }
  if (/[IOQ]/.test(vin)) findings.push({ severity: 'error', message: 'A VIN never contains I, O or Q.' });
  if (/[^A-Z0-9]/.test(vin)) findings.push({ severity: 'error', message: 'A VIN has only letters and digits.' });
  const region: VinRegion | null = vin.length === 0 ? null : /^[1-5]/.test(vin) ? 'north_america' : 'other';
  if (findings.length === 0) {
    const expected = vinCheckDigit(vin);
    if (vin[8] !== expected) {
      findings.push(
        region === 'north_america'
          ? { severity: 'error', message: `The check digit (9th character) should be ${expected}: the VIN is probably mistyped.` }
          : {
              severity: 'warning',
              message: `The check digit (9th character) would be ${expected} for a North American VIN; check the VIN if this vehicle was built for North America.`,
            },
      );
    }
  }
  return {
    vin,
    findings,
    valid: findings.every((finding) => finding.severity !== 'error'),
    region,
    manufacturer: manufacturerCode(vin)?.makes[0] ?? null,
    modelYears: candidateModelYears(vin, region, today),
  };
}

function listWithOr(items: readonly (string | number)[]): string {
  const words = items.map(String);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** A message when `year` cannot be the model year the VIN gives; null when it can, or the VIN gives none. */
export function vinYearMismatch(report: VinReport, year: number): string | null {
  if (report.modelYears.length === 0 || report.modelYears.includes(year)) return null;
  return `The VIN gives model year ${listWithOr(report.modelYears)}, not ${year}.`;
}

function makeKey(make: string): string {
  return make.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A message when the make is none of those of the VIN's manufacturer code; null when it is, or the code is unknown. */
export function vinMakeMismatch(report: VinReport, make: string): string | null {
  const manufacturer = manufacturerCode(report.vin);
  const given = makeKey(make);
  if (!manufacturer || !given) return null;
  const known = manufacturer.makes.flatMap((name) => [name, ...(MAKE_ALIASES[name] ?? [])]).map(makeKey);
  if (known.includes(given)) return null;
  return `The VIN's manufacturer code (${report.vin.slice(0, 3)}) belongs to ${listWithOr(manufacturer.makes)}, not ${make.trim()}.`;
}
