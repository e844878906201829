import { describe, expect, it } from 'vitest';
import {
  guaranteeOptions,
  guarantees,
  rankOffers,
  recommendedPack,
  type Guarantee,
  type Pack,
} from './guarantees.ts';

/** Every guarantee at its first level, with `overrides`. */
const choices = (overrides: Partial<Record<Guarantee, string>> = {}) =>
  ({
    ...Object.fromEntries(
      guarantees.map((g) => [g, guaranteeOptions.find((o) => o.guarantee === g)?.code ?? '']),
    ),
    ...overrides,
  }) as Record<Guarantee, string>;

const none = (...declined: Guarantee[]) =>
  Object.fromEntries(declined.map((g) => [g, `${g}.none`])) as Partial<Record<Guarantee, string>>;

describe('"Non souhaitée" options (decision 0012)', () => {
  it('exist for every guarantee but PFCP, after the levels of docs/product/specification.md §9', () => {
    for (const guarantee of guarantees) {
      const own = guaranteeOptions.filter((o) => o.guarantee === guarantee);
      const declined = own.find((o) => o.code === `${guarantee}.none`);
      if (guarantee === 'pfcp') expect(declined).toBeUndefined();
      else {
        expect(declined).toMatchObject({ label: 'Non souhaitée', position: own.length });
        expect(own.at(-1)).toBe(declined);
      }
    }
  });

  it('keep the positions of the existing levels, so existing databases only gain rows', () => {
    expect(guaranteeOptions.filter((o) => o.guarantee === 'theft').map((o) => o.position)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(new Set(guaranteeOptions.map((o) => o.code)).size).toBe(guaranteeOptions.length);
  });
});

describe('recommendedPack', () => {
  const cases: [string, Partial<Record<Guarantee, string>>, Pack][] = [
    [
      'only PFCP wanted → Basique',
      none('theft', 'collisionDamage', 'legalDefence', 'allRisk', 'glassBreakage', 'assistance'),
      'basic',
    ],
    [
      'assistance never decides the pack',
      none('theft', 'collisionDamage', 'legalDefence', 'allRisk', 'glassBreakage'),
      'basic',
    ],
    [
      'theft → Intermédiaire',
      none('collisionDamage', 'legalDefence', 'allRisk', 'glassBreakage'),
      'intermediate',
    ],
    [
      'collision damage and defence → Intermédiaire',
      none('theft', 'allRisk', 'glassBreakage'),
      'intermediate',
    ],
    [
      'glass breakage → Premium',
      none('theft', 'collisionDamage', 'legalDefence', 'allRisk'),
      'premium',
    ],
    [
      'tierce covers collision damage → Premium',
      none('theft', 'legalDefence', 'glassBreakage'),
      'premium',
    ],
    ['everything wanted → Premium', {}, 'premium'],
  ];
  it.each(cases)('%s', (_name, overrides, pack) => {
    expect(recommendedPack(choices(overrides))).toBe(pack);
  });
});

describe('rankOffers', () => {
  const offer = (
    id: string,
    agencyName: string,
    basic: number,
    intermediate: number,
    premium: number,
    available = true,
  ) => ({
    id,
    available,
    agencyName,
    prices: { basic, intermediate, premium },
  });

  it('orders by the chosen pack’s price', () => {
    const offers = [offer('a', 'A', 100, 500, 900), offer('b', 'B', 200, 400, 800)];
    expect(rankOffers(offers, 'basic').map((o) => o.id)).toEqual(['a', 'b']);
    expect(rankOffers(offers, 'intermediate').map((o) => o.id)).toEqual(['b', 'a']);
    expect(rankOffers(offers, 'premium').map((o) => o.id)).toEqual(['b', 'a']);
    expect(offers.map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('breaks ties by the other packs in pack order, then agency name, then id', () => {
    const offers = [
      offer('1', 'Agence Zénith', 300, 400, 900),
      offer('2', 'Agence Été', 300, 400, 900),
      offer('3', 'agence atlas', 300, 400, 900),
      offer('4', 'Agence Bleue', 300, 350, 950),
      offer('5', 'Agence Été', 300, 400, 900),
    ];
    expect(rankOffers(offers, 'basic').map((o) => o.id)).toEqual(['4', '3', '2', '5', '1']);
    expect(rankOffers(offers, 'premium').map((o) => o.id)).toEqual(['3', '2', '5', '1', '4']);
  });

  it('puts offers that can no longer be chosen last, whatever their price', () => {
    const offers = [
      offer('suspended', 'A', 100, 200, 300, false),
      offer('dear', 'B', 900, 900, 900),
      offer('cheap', 'C', 500, 500, 500),
    ];
    expect(rankOffers(offers, 'basic').map((o) => o.id)).toEqual(['cheap', 'dear', 'suspended']);
  });
});
