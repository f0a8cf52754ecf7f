import { manufacturerCode, WORLD_MANUFACTURER_IDENTIFIERS } from './manufacturers';
import { checkVin, vinCheckDigit, vinMakeMismatch, vinYearMismatch } from './vin';

const TODAY = new Date('2026-06-15T12:00:00Z');

/** A VIN with its 9th character set to what the check digit requires. */
function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}

describe('the check digit', () => {
  it.each([
    // Published examples: NHTSA's 2003 Honda Accord, the 1989 coach of the VIN article, a 1993 Acura Legend.
    ['1HGCM82633A004352', '3'],
    ['1M8GDM9AXKP042788', 'X'],
    ['JH4KA7561PC008269', '1'],
    ['11111111111111111', '1'],
  ])('of %s is %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
    expect(checkVin(vin, TODAY).findings).toEqual([]);
  });

  it('weighs every position but the 9th', () => {
    const vin = '2T3W1RFV0MC123456';
    expect(vinCheckDigit(vin)).toBe(vinCheckDigit(`${vin.slice(0, 8)}X${vin.slice(9)}`));
    expect(vinCheckDigit(vin)).not.toBe(vinCheckDigit(`${vin.slice(0, 16)}7`));
    expect(vinCheckDigit(vin.toLowerCase())).toBe(vinCheckDigit(vin));
  });

  it('is a digit or X', () => {
    const digits = new Set<string>();
    for (let serial = 100000; serial < 100200; serial += 1) digits.add(vinCheckDigit(`1FTFW1ET0DFC${serial}`));
    expect([...digits].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X']);
  });
});

describe('checkVin findings', () => {
  it('trims and upper-cases the input', () => {
    const report = checkVin('  1hgcm82633a004352 ', TODAY);
    expect(report.vin).toBe('1HGCM82633A004352');
    expect(report.valid).toBe(true);
  });

  it('counts the characters', () => {
    expect(checkVin('1HGCM82633A00435', TODAY).findings).toEqual([{ severity: 'error', message: 'A VIN has 17 characters; this one has 16.' }]);
    expect(checkVin('1HGCM82633A0043521', TODAY).findings).toEqual([{ severity: 'error', message: 'A VIN has 17 characters; this one has 18.' }]);
    expect(checkVin('', TODAY)).toMatchObject({ valid: false, region: null, manufacturer: null, modelYears: [] });
  });

  it('refuses I, O and Q, which look like 1 and 0', () => {
    expect(checkVin('1HGCM8263OA004352', TODAY)).toMatchObject({
      valid: false,
      findings: [{ severity: 'error', message: 'A VIN never contains I, O or Q.' }],
    });
  });

  it('refuses anything but letters and digits', () => {
    expect(checkVin('1HGCM8263-A004352', TODAY).findings).toEqual([{ severity: 'error', message: 'A VIN has only letters and digits.' }]);
    expect(checkVin('1HGCM8263-A00435', TODAY).findings.map((finding) => finding.message)).toEqual([
      'A VIN has 17 characters; this one has 16.',
      'A VIN has only letters and digits.',
    ]);
  });

  it('refuses a wrong check digit on a North American VIN', () => {
    expect(checkVin('1HGCM82643A004352', TODAY)).toMatchObject({
      valid: false,
      region: 'north_america',
      findings: [{ severity: 'error', message: 'The check digit (9th character) should be 3: the VIN is probably mistyped.' }],
    });
  });

  it('only warns of a failing check digit elsewhere, where the digit is not required', () => {
    const vin = 'WDD205046R1000001';
    const report = checkVin(vin, TODAY);
    expect(report).toMatchObject({ valid: true, region: 'other', manufacturer: 'Mercedes-Benz' });
    expect(report.findings).toEqual([
      {
        severity: 'warning',
        message: `The check digit (9th character) would be ${vinCheckDigit(vin)} for a North American VIN; check the VIN if this vehicle was built for North America.`,
      },
    ]);
    expect(checkVin(withCheckDigit(vin), TODAY).findings).toEqual([]);
  });

  it('tells the region from the first character', () => {
    for (const first of '12345') expect(checkVin(`${first}HG`, TODAY).region).toBe('north_america');
    for (const first of 'JKLSVWXYZ6789') expect(checkVin(`${first}HG`, TODAY).region).toBe('other');
  });
});

describe('model years', () => {
  it('are one year for a North American VIN: a letter 7th means 2010 onwards, a digit before', () => {
    expect(checkVin(withCheckDigit('2T3W1RFV0MC123456'), TODAY).modelYears).toEqual([2021]);
    expect(checkVin('1HGCM82633A004352', TODAY).modelYears).toEqual([2003]);
    expect(checkVin('1M8GDM9AXKP042788', TODAY).modelYears).toEqual([1989]);
    expect(checkVin(withCheckDigit('1FTFW1000AFC10312'), TODAY).modelYears).toEqual([1980]);
    expect(checkVin(withCheckDigit('1FTFW1EF0AFC10312'), TODAY).modelYears).toEqual([2010]);
  });

  it('follow the 30-year cycle elsewhere, up to next year, newest first', () => {
    expect(checkVin('JH4KA7561PC008269', TODAY).modelYears).toEqual([2023, 1993]);
    expect(checkVin('WDD205046R1000001', TODAY).modelYears).toEqual([2024, 1994]);
    expect(checkVin('JM3KFBCM0T0000001', TODAY).modelYears).toEqual([2026, 1996]);
    expect(checkVin('JM3KFBCM0V0000001', TODAY).modelYears).toEqual([2027, 1997]);
    expect(checkVin('JM3KFBCM0W0000001', TODAY).modelYears).toEqual([1998]);
    expect(checkVin('JM3KFBCM0W0000001', new Date('2027-03-01T12:00:00Z')).modelYears).toEqual([2028, 1998]);
    expect(checkVin('JM3KFBCM090000001', TODAY).modelYears).toEqual([2009]);
  });

  it('are none when the 10th character is no year code', () => {
    for (const code of 'UZ0') expect(checkVin(`WDD205046${code}1000001`, TODAY).modelYears).toEqual([]);
  });

  it('name the VIN year when the vehicle says another', () => {
    const northAmerican = checkVin(withCheckDigit('2T3W1RFV0MC123456'), TODAY);
    expect(vinYearMismatch(northAmerican, 2021)).toBeNull();
    expect(vinYearMismatch(northAmerican, 2019)).toBe('The VIN gives model year 2021, not 2019.');
    const japanese = checkVin('JH4KA7561PC008269', TODAY);
    expect(vinYearMismatch(japanese, 1993)).toBeNull();
    expect(vinYearMismatch(japanese, 1994)).toBe('The VIN gives model year 2023 or 1993, not 1994.');
    expect(vinYearMismatch(checkVin('WDD205046U1000001', TODAY), 2019)).toBeNull();
  });
});

describe('manufacturers', () => {
  it.each([
    ['1HGCM82633A004352', 'Honda'],
    ['2HGFC2F50JH000001', 'Honda'],
    ['JHMGE8H30AC000001', 'Honda'],
    ['JTDKB20U093468574', 'Toyota'],
    ['4T1B11HK0JU000001', 'Toyota'],
    ['2T3W1RFV0MC123456', 'Toyota'],
    ['5TDZA23C0CS000001', 'Toyota'],
    ['JTHBK1GG0E2000001', 'Lexus'],
    ['2T2BZMCA0KC000001', 'Lexus'],
    ['1FTFW1ET0DFC10312', 'Ford'],
    ['3FA6P0H70GR000001', 'Ford'],
    ['1GCUKREC0EF000001', 'Chevrolet'],
    ['2G1WB5E30C1000001', 'Chevrolet'],
    ['JN1AZ4EH0DM000001', 'Nissan'],
    ['5N1AT2MV0HC000001', 'Nissan'],
    ['JNKCV61E09M000001', 'Infiniti'],
    ['KMHDH4AE0DU000001', 'Hyundai'],
    ['5NMJB3AE0NH000001', 'Hyundai'],
    ['4S4BSANC0G3000001', 'Subaru'],
    ['JF2SJAEC0FH000001', 'Subaru'],
    ['JM3KFBCM0J0000001', 'Mazda'],
    ['1C4BJWDG0FL000001', 'Jeep'],
    ['5UXKR0C50E0000001', 'BMW'],
    ['WBA3A5C50CF000001', 'BMW'],
    ['4JGDA5JB0GA000001', 'Mercedes-Benz'],
    ['W1K205046R1000001', 'Mercedes-Benz'],
    ['KNDPB3AC0F7000001', 'Kia'],
    ['3VWD17AJ0EM000001', 'Volkswagen'],
    ['WAUFFAFL0CN000001', 'Audi'],
    ['5YJSA1E10HF000001', 'Tesla'],
    ['YV4A22PK0G1000001', 'Volvo'],
    ['SALWR2VF0FA000001', 'Land Rover'],
    ['WP1AB2A20FL000001', 'Porsche'],
    ['XXX00000000000001', null],
  ])('%s is a %s', (vin, make) => {
    expect(checkVin(vin, TODAY).manufacturer).toBe(make);
  });

  it('covers the makes of the demo business', () => {
    const makes = new Set(Object.values(WORLD_MANUFACTURER_IDENTIFIERS).flat());
    for (const make of ['Toyota', 'Honda', 'Ford', 'Chevrolet', 'Nissan', 'Hyundai', 'Subaru', 'Mazda', 'Lexus', 'Jeep', 'BMW', 'Mercedes-Benz']) {
      expect(makes).toContain(make);
    }
  });

  it('lets a three-character code override its two-character group', () => {
    expect(manufacturerCode('JTH')).toEqual({ code: 'JTH', makes: ['Lexus'] });
    expect(manufacturerCode('JTD')).toEqual({ code: 'JT', makes: ['Toyota'] });
    expect(manufacturerCode('J')).toBeNull();
  });

  it('names the make the code belongs to when the vehicle says another', () => {
    const toyota = checkVin('JTDKB20U093468574', TODAY);
    expect(vinMakeMismatch(toyota, 'Toyota')).toBeNull();
    expect(vinMakeMismatch(toyota, ' toyota ')).toBeNull();
    expect(vinMakeMismatch(toyota, 'Honda')).toBe("The VIN's manufacturer code (JTD) belongs to Toyota, not Honda.");
    const mercedes = checkVin('4JGDA5JB0GA000001', TODAY);
    for (const make of ['Mercedes-Benz', 'Mercedes', 'mercedes benz', 'MERCEDES-BENZ']) expect(vinMakeMismatch(mercedes, make)).toBeNull();
    expect(vinMakeMismatch(mercedes, 'BMW')).toBe("The VIN's manufacturer code (4JG) belongs to Mercedes-Benz, not BMW.");
  });

  it('accepts every make a shared code stands for, and says nothing of unknown codes', () => {
    const chrysler = checkVin('1C4RDJDG0FC000001', TODAY);
    expect(vinMakeMismatch(chrysler, 'Dodge')).toBeNull();
    expect(vinMakeMismatch(chrysler, 'Ford')).toBe("The VIN's manufacturer code (1C4) belongs to Jeep, Dodge or Chrysler, not Ford.");
    expect(vinMakeMismatch(checkVin('XXX00000000000001', TODAY), 'Ford')).toBeNull();
  });
});
