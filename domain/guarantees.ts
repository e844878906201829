/**
 * The seven guarantees of the choice form and their select values, exactly the option values
 * of spec §9 (typos of the spec's casing corrected: `10000Dh` → `10000DH`, `premuim` →
 * `premium`). Amounts are in dirhams (DH) as the insurers word them. The seed writes these into
 * the `guarantee_options` table, so quotes reference them by code with a foreign key.
 */
export const guarantees = [
  'pfcp',
  'theft',
  'collisionDamage',
  'legalDefence',
  'allRisk',
  'glassBreakage',
  'assistance',
] as const;
export type Guarantee = (typeof guarantees)[number];

/** One select value: a stable code (`theft.F2`) and the label shown to users. */
export interface GuaranteeOption {
  code: string;
  guarantee: Guarantee;
  label: string;
  position: number;
}

const options: Record<Guarantee, string[]> = {
  pfcp: ['5000DH', '10000DH', '15000DH', '20000DH', '30000DH'],
  theft: [
    'F0: 5000/5000/1000',
    'F1: 10000/10000/2000',
    'F2: 20000/10000/3000',
    'F3: 30000/30000/4000',
    'F4: 40000/40000/5000',
  ],
  collisionDamage: [
    '5% Min. 1000DH',
    '10 000&5% Min. 1000DH',
    '20 000&5% Min. 1000DH',
    '30 000&5% Min. 1000DH',
  ],
  legalDefence: ['5000DH', '7500DH', '10000DH', '20000DH'],
  allRisk: [
    '3% Min. 2500DH',
    '5% Min. 2500DH',
    '10% Min. 2500DH',
    '15% Min. 4000DH',
    '20% Min. 4000DH',
  ],
  glassBreakage: [
    '5000 Min. 300DH',
    '10000 Min. 300DH',
    '20000 Min. 300DH',
    '30000 Min. 300DH',
    '40000 Min. 300DH',
  ],
  assistance: [
    'Assistance panne et accident',
    'Assistance complémentaire',
    'Assistance complémentaire premium',
  ],
};

const codeSuffix = (guarantee: Guarantee, label: string, index: number): string => {
  if (guarantee === 'theft') return label.slice(0, 2);
  if (guarantee === 'assistance')
    return ['breakdown', 'complementary', 'premium'][index] ?? String(index);
  return String(index + 1);
};

/** Every select value of every guarantee, in display order. */
export const guaranteeOptions: GuaranteeOption[] = guarantees.flatMap((guarantee) =>
  options[guarantee].map((label, index) => ({
    code: `${guarantee}.${codeSuffix(guarantee, label, index)}`,
    guarantee,
    label,
    position: index + 1,
  })),
);

const optionByCode = new Map(guaranteeOptions.map((option) => [option.code, option]));

/** The option of a code (`theft.F0`), or undefined for an unknown code. */
export function guaranteeOption(code: string): GuaranteeOption | undefined {
  return optionByCode.get(code);
}

/** The three packs an agency prices (spec §9 Packs). */
export const packs = ['basic', 'intermediate', 'premium'] as const;
export type Pack = (typeof packs)[number];

/** Cover items that can appear in a pack, in display order. */
export const coverItems = [
  'civilLiability',
  'legalProtection',
  'driverGuarantee',
  'pfcp',
  'catastrophicEvents',
  'theft',
  'fire',
  'collisionDamage',
  'allRisk',
  'legalDefence',
  'glassBreakage',
  'assistance',
] as const;
export type CoverItem = (typeof coverItems)[number];

/**
 * What each pack includes (spec §9): Basique is the legal base; Intermédiaire adds theft, fire,
 * collision damage, defence and recourse and assistance; Premium swaps collision damage for
 * tierce (all risk) and adds glass breakage.
 */
export const packContents: Record<Pack, readonly CoverItem[]> = {
  basic: ['civilLiability', 'legalProtection', 'driverGuarantee', 'pfcp', 'catastrophicEvents'],
  intermediate: [
    'civilLiability',
    'legalProtection',
    'driverGuarantee',
    'pfcp',
    'catastrophicEvents',
    'theft',
    'fire',
    'collisionDamage',
    'legalDefence',
    'assistance',
  ],
  premium: [
    'civilLiability',
    'legalProtection',
    'driverGuarantee',
    'pfcp',
    'catastrophicEvents',
    'theft',
    'fire',
    'allRisk',
    'legalDefence',
    'glassBreakage',
  ],
};
