import { describe, expect, it } from 'vitest';
import type { AgencyTariff } from '../../../../domain/tariffs/api.ts';
import { referenceGrid } from '../../../../domain/tariffs/reference-grid.ts';
import {
  dirhamsText,
  formFieldsOf,
  parseCentimes,
  parsePercentBp,
  parseWholeNumber,
  percentText,
  priceableLevels,
  readTariffForm,
  tariffFormSchema,
  tariffFormValues,
  type TariffFormValues,
} from './tariff-form.ts';

const reference: AgencyTariff = { mode: 'suggestion', grid: referenceGrid(), version: null };

/** The reference grid as the form shows it in French, changed by `change`. */
function typed(change: (values: TariffFormValues) => void = () => {}): TariffFormValues {
  const values = tariffFormValues(reference, 'fr');
  change(values);
  return values;
}

const row = (values: TariffFormValues, level: string) => {
  const found = values.premiums.find((premium) => premium.level === level);
  if (!found) throw new Error(`no row for ${level}`);
  return found;
};

describe('the Barème form’s numbers', () => {
  it('reads percentages with a comma or a point, Arabic digits, a % sign; two decimals at most', () => {
    expect(parsePercentBp('1,3')).toBe(130);
    expect(parsePercentBp('1.3')).toBe(130);
    expect(parsePercentBp('25')).toBe(2_500);
    expect(parsePercentBp(' 25 % ')).toBe(2_500);
    expect(parsePercentBp('0,05')).toBe(5);
    expect(parsePercentBp('١٤٫٥')).toBe(1_450);
    expect(parsePercentBp('1,234')).toBeNull();
    expect(parsePercentBp('-5')).toBeNull();
    expect(parsePercentBp('abc')).toBeNull();
  });

  it('writes basis points and centimes with the language’s decimal separator', () => {
    expect(percentText(130, 'fr')).toBe('1,3');
    expect(percentText(130, 'en')).toBe('1.3');
    expect(percentText(2_500, 'ar')).toBe('25');
    expect(percentText(5, 'fr')).toBe('0,05');
    expect(percentText(0, 'fr')).toBe('0');
    expect(dirhamsText(184_000, 'fr')).toBe('1840');
    expect(dirhamsText(156_660, 'fr')).toBe('1566,60');
    expect(dirhamsText(156_660, 'en')).toBe('1566.60');
  });

  it('reads DH as the price form does, and whole CV or years', () => {
    expect(parseCentimes('2 238,50')).toBe(223_850);
    expect(parseCentimes('٢٢٣٨')).toBe(223_800);
    expect(parseCentimes('2.238,50')).toBeNull();
    expect(parseWholeNumber('11')).toBe(11);
    expect(parseWholeNumber('٧')).toBe(7);
    expect(parseWholeNumber('7,5')).toBeNull();
  });

  it('gives back the grid it was filled with, field for field', () => {
    const grid = referenceGrid();
    grid.youngDriverSurchargeBp = 2_500;
    grid.guaranteePremiums = [
      {
        level: 'theft.F2',
        basis: 'flat',
        flatCentimes: 45_050,
        rateBp: null,
        minimumCentimes: null,
      },
      {
        level: 'allRisk.1',
        basis: 'newValue',
        rateBp: 130,
        flatCentimes: null,
        minimumCentimes: 250_000,
      },
    ];
    grid.vehicleAgeLimits = [{ guarantee: 'allRisk', maxVehicleAgeYears: 5 }];
    grid.policyFeesCentimes = 15_000;
    for (const language of ['fr', 'en', 'ar'] as const) {
      const values = tariffFormValues({ mode: 'automatic', grid, version: null }, language);
      expect(values.premiums).toHaveLength(priceableLevels.length);
      const read = readTariffForm(values);
      expect(read.issues).toEqual([]);
      expect(read.input?.mode).toBe('automatic');
      expect(read.input?.grid.guaranteePremiums).toEqual(grid.guaranteePremiums);
      expect(read.input?.grid.vehicleAgeLimits).toEqual(grid.vehicleAgeLimits);
      expect(read.input?.grid.youngDriverSurchargeBp).toBe(2_500);
      expect(read.input?.grid.policyFeesCentimes).toBe(15_000);
      expect(new Set(read.input?.grid.civilLiabilityBands)).toEqual(
        new Set(grid.civilLiabilityBands),
      );
    }
  });

  it('names the field a text cannot be read in; empty surcharges and fees are 0', () => {
    const read = readTariffForm(
      typed((values) => {
        values.youngDriverSurcharge = '';
        values.policyFees = '';
        values.newLicenceSurcharge = 'beaucoup';
        values.bands.diesel[1] = { fromCv: '5', toCv: 'six', premium: '' };
        Object.assign(row(values, 'theft.F0'), { basis: 'newValue', amount: '', minimum: 'x' });
      }),
    );
    expect(read.input).toBeNull();
    expect(read.issues).toEqual([
      { path: 'bands.diesel.1.toCv', message: 'cvFormat' },
      { path: 'bands.diesel.1.premium', message: 'required' },
      { path: 'premiums.5.amount', message: 'required' },
      { path: 'premiums.5.minimum', message: 'priceFormat' },
      { path: 'newLicenceSurcharge', message: 'percentFormat' },
    ]);
  });
});

describe('the Barème form’s messages', () => {
  const issuesOf = (values: TariffFormValues) => {
    const result = tariffFormSchema.safeParse(values);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        }));
  };

  it('puts a band cheaper than the one below under its premium', () => {
    expect(
      issuesOf(
        typed((values) => {
          const band = values.bands.petrol[2];
          if (band) band.premium = '1000';
        }),
      ),
    ).toEqual([{ path: 'bands.petrol.2.premium', message: 'bandPremiumDecreasing' }]);
  });

  it('puts a gap under the band’s "from", a top band with an end above its fuel', () => {
    expect(
      issuesOf(
        typed((values) => {
          const band = values.bands.diesel[2];
          if (band) band.fromCv = '7';
        }),
      ),
    ).toContainEqual({ path: 'bands.diesel.2.fromCv', message: 'bandsIncomplete' });
    expect(
      issuesOf(
        typed((values) => {
          const top = values.bands.electric[3];
          if (top) top.toCv = '30';
        }),
      ),
    ).toEqual([{ path: 'bands.electric.root', message: 'bandsIncomplete' }]);
  });

  it('puts a tierce cheaper than collision damage under its rate', () => {
    const values = typed((form) => {
      Object.assign(row(form, 'collisionDamage.1'), {
        basis: 'newValue',
        amount: '2',
        minimum: '',
      });
      Object.assign(row(form, 'allRisk.1'), { basis: 'newValue', amount: '1,5', minimum: '' });
    });
    const allRisk = values.premiums.findIndex((premium) => premium.level === 'allRisk.1');
    expect(issuesOf(values)).toEqual([
      { path: `premiums.${allRisk}.amount`, message: 'allRiskBelowCollisionDamage' },
    ]);
  });

  it('maps the server’s paths to the rows sent: bands fuel by fuel, only the priced levels', () => {
    const values = typed((form) => {
      Object.assign(row(form, 'theft.F1'), { basis: 'flat', amount: '300' });
      Object.assign(row(form, 'glassBreakage.2'), { basis: 'marketValue', amount: '1' });
      form.ageLimits[4] = { guarantee: 'allRisk', years: '5' };
    });
    const glass = values.premiums.findIndex((premium) => premium.level === 'glassBreakage.2');
    expect(formFieldsOf('grid.civilLiabilityBands.5.premiumCentimes', values)).toEqual([
      'bands.diesel.1.premium',
    ]);
    expect(formFieldsOf('grid.guaranteePremiums.1.minimumCentimes', values)).toEqual([
      `premiums.${glass}.minimum`,
    ]);
    expect(formFieldsOf('grid.guaranteePremiums.1.rateBp', values)).toEqual([
      `premiums.${glass}.amount`,
    ]);
    expect(formFieldsOf('grid.vehicleAgeLimits.0.maxVehicleAgeYears', values)).toEqual([
      'ageLimits.4.years',
    ]);
    expect(formFieldsOf('grid.policyFeesCentimes', values)).toEqual(['policyFees']);
    expect(formFieldsOf('mode', values)).toEqual(['mode']);
    expect(formFieldsOf('grid.somethingElse', values)).toEqual([]);
  });

  it('accepts the reference grid as it is', () => {
    const result = tariffFormSchema.safeParse(typed());
    expect(result.success && result.data.grid.civilLiabilityBands).toHaveLength(12);
  });
});
