/** Plural forms some languages add to French's `_one`/`_other` (Arabic uses all six). */
type ExtraPluralForms<T> = {
  readonly [
    K in keyof T as K extends `${infer Base}_other`
      ? `${Base}_zero` | `${Base}_two` | `${Base}_few` | `${Base}_many`
      : never
  ]?: string;
};

/**
 * The shape a catalogue in another language must have: the French catalogue's keys, lists and
 * sections exactly, every text a string, plus the plural forms the language needs beyond
 * `_one`/`_other` (decision 0008: a missing key fails the typecheck; web/i18n/catalogues.test.ts
 * checks plural forms and interpolation variables).
 */
export type Translation<T> = T extends string
  ? string
  : { readonly [K in keyof T]: Translation<T[K]> } & ExtraPluralForms<T>;
