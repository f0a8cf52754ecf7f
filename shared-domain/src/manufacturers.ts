/**
 * World manufacturer identifiers: the first three characters of a VIN (or the first two, which
 * then stand for every code starting with them unless a three-character entry says otherwise).
 * Each code names the makes sold under it, the usual one first: some plants build several
 * brands of one group under a single code (Chrysler's 1C4 is a Jeep, a Dodge or a Chrysler).
 * Only codes whose owner is well established are listed; a VIN whose code is missing here is
 * simply of an unknown manufacturer, never wrong.
 */
export const WORLD_MANUFACTURER_IDENTIFIERS: Readonly<Record<string, readonly string[]>> = {
  // Toyota and Lexus: Japan, Canada (Cambridge, Woodstock), the United States, Mexico.
  JT: ['Toyota'],
  '2T': ['Toyota'],
  '4T': ['Toyota'],
  '5T': ['Toyota'],
  '3TM': ['Toyota'],
  '5YF': ['Toyota'],
  JTH: ['Lexus'],
  JTJ: ['Lexus'],
  JT6: ['Lexus'],
  JT8: ['Lexus'],
  '2T2': ['Lexus'],
  '58A': ['Lexus'],
  // Honda and Acura: Japan, Canada (Alliston), the United States, the United Kingdom.
  '1HG': ['Honda'],
  '2HG': ['Honda'],
  '2HK': ['Honda'],
  '5FN': ['Honda'],
  '5J6': ['Honda'],
  '7FA': ['Honda'],
  '19X': ['Honda'],
  JHM: ['Honda'],
  JHL: ['Honda'],
  SHH: ['Honda'],
  SHS: ['Honda'],
  '19U': ['Acura'],
  '2HN': ['Acura'],
  '5J8': ['Acura'],
  JH4: ['Acura'],
  // Ford and Lincoln: the United States, Canada (Oakville), Mexico, Germany.
  '1FA': ['Ford'],
  '1FB': ['Ford'],
  '1FC': ['Ford'],
  '1FD': ['Ford'],
  '1FM': ['Ford'],
  '1FT': ['Ford'],
  '1ZV': ['Ford'],
  '2FA': ['Ford'],
  '2FM': ['Ford'],
  '2FT': ['Ford'],
  '3FA': ['Ford'],
  '3FM': ['Ford'],
  '3FT': ['Ford'],
  WF0: ['Ford'],
  '1LN': ['Lincoln'],
  '2LM': ['Lincoln'],
  '5LM': ['Lincoln'],
  // General Motors: the United States, Canada (Oshawa, Ingersoll), Mexico, Korea.
  '1G1': ['Chevrolet'],
  '1GC': ['Chevrolet'],
  '1GN': ['Chevrolet'],
  '2G1': ['Chevrolet'],
  '2GC': ['Chevrolet'],
  '2GN': ['Chevrolet'],
  '3G1': ['Chevrolet'],
  '3GC': ['Chevrolet'],
  '3GN': ['Chevrolet'],
  KL1: ['Chevrolet'],
  KL7: ['Chevrolet'],
  '1GT': ['GMC'],
  '1GK': ['GMC'],
  '2GT': ['GMC'],
  '2GK': ['GMC'],
  '3GT': ['GMC'],
  '3GK': ['GMC'],
  '1G6': ['Cadillac'],
  '1GY': ['Cadillac'],
  '1G4': ['Buick'],
  '2G4': ['Buick'],
  '5GA': ['Buick'],
  KL4: ['Buick'],
  // Nissan and Infiniti: Japan, the United States (Smyrna, Canton), Mexico.
  JN: ['Nissan'],
  '1N4': ['Nissan'],
  '1N6': ['Nissan'],
  '3N1': ['Nissan'],
  '5N1': ['Nissan', 'Infiniti'],
  JNK: ['Infiniti'],
  JNR: ['Infiniti'],
  '5N3': ['Infiniti'],
  // Hyundai, Genesis and Kia: Korea, the United States (Alabama, Georgia), Mexico.
  KMH: ['Hyundai'],
  KM8: ['Hyundai'],
  '5NM': ['Hyundai'],
  '5NP': ['Hyundai'],
  KMT: ['Genesis'],
  KNA: ['Kia'],
  KND: ['Kia'],
  '5XX': ['Kia'],
  '5XY': ['Kia'],
  '3KP': ['Kia'],
  // Subaru: Japan and the United States (Lafayette).
  JF1: ['Subaru'],
  JF2: ['Subaru'],
  '4S3': ['Subaru'],
  '4S4': ['Subaru'],
  // Mazda: Japan, Mexico, the United States.
  JM1: ['Mazda'],
  JM3: ['Mazda'],
  '1YV': ['Mazda'],
  '3MZ': ['Mazda'],
  // Mitsubishi: Japan and the United States (Normal).
  JA3: ['Mitsubishi'],
  JA4: ['Mitsubishi'],
  '4A3': ['Mitsubishi'],
  '4A4': ['Mitsubishi'],
  // Chrysler, Dodge, Jeep and Ram share codes across their plants in the United States, Canada
  // (Windsor, Brampton) and Mexico.
  '1C4': ['Jeep', 'Dodge', 'Chrysler'],
  '1J4': ['Jeep'],
  '1J8': ['Jeep'],
  ZAC: ['Jeep'],
  '1C3': ['Chrysler', 'Dodge'],
  '2C3': ['Chrysler', 'Dodge'],
  '2C4': ['Chrysler', 'Dodge'],
  '1B3': ['Dodge'],
  '2B3': ['Dodge'],
  '1D7': ['Dodge', 'Ram'],
  '3D7': ['Dodge', 'Ram'],
  '1C6': ['Ram', 'Dodge'],
  '3C6': ['Ram', 'Dodge'],
  '3C7': ['Ram', 'Dodge'],
  // Tesla: the United States, China, Germany.
  '5YJ': ['Tesla'],
  '7SA': ['Tesla'],
  LRW: ['Tesla'],
  XP7: ['Tesla'],
  // German makes, with their American plants (Spartanburg, Vance, Chattanooga) and Mexico.
  WBA: ['BMW'],
  WBS: ['BMW'],
  WBX: ['BMW'],
  WBY: ['BMW'],
  '4US': ['BMW'],
  '5UX': ['BMW'],
  '5YM': ['BMW'],
  WMW: ['Mini'],
  WDB: ['Mercedes-Benz'],
  WDC: ['Mercedes-Benz'],
  WDD: ['Mercedes-Benz'],
  W1K: ['Mercedes-Benz'],
  W1N: ['Mercedes-Benz'],
  '4JG': ['Mercedes-Benz'],
  '55S': ['Mercedes-Benz'],
  WVW: ['Volkswagen'],
  WVG: ['Volkswagen'],
  '1VW': ['Volkswagen'],
  '3VW': ['Volkswagen'],
  '9BW': ['Volkswagen'],
  WAU: ['Audi'],
  WA1: ['Audi'],
  WUA: ['Audi'],
  TRU: ['Audi'],
  WP0: ['Porsche'],
  WP1: ['Porsche'],
  // Other European makes.
  YV1: ['Volvo'],
  YV4: ['Volvo'],
  '7JR': ['Volvo'],
  SAL: ['Land Rover'],
  SAJ: ['Jaguar'],
  SCA: ['Rolls-Royce'],
  SCB: ['Bentley'],
  ZFA: ['Fiat'],
  ZAR: ['Alfa Romeo'],
  ZAM: ['Maserati'],
  ZFF: ['Ferrari'],
  ZHW: ['Lamborghini'],
};

/** Other names people write for a make; compared after dropping case, spaces and hyphens. */
export const MAKE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Mercedes-Benz': ['Mercedes', 'Benz'],
  Chevrolet: ['Chevy'],
  Volkswagen: ['VW'],
  'Land Rover': ['Range Rover'],
};

/** The makes of a VIN's manufacturer code, longest matching code first; null when unknown. */
export function manufacturerCode(vin: string): { code: string; makes: readonly string[] } | null {
  for (const length of [3, 2]) {
    if (vin.length < length) continue;
    const code = vin.slice(0, length);
    const makes = WORLD_MANUFACTURER_IDENTIFIERS[code];
    if (makes) return { code, makes };
  }
  return null;
}
