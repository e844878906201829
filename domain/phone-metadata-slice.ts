/**
 * The part of libphonenumber-js metadata (its JSON shape: `version`, `country_calling_codes`
 * from calling code to countries, `countries` by ISO code, `nonGeographic`) that numbers of
 * calling code +212 need: Morocco's and Western Sahara's entries, no non-geographic numbers.
 * Used by scripts/phone-metadata.ts to write domain/phone-metadata.ts, and by its test to
 * check that file still equals the installed library's.
 */
export function moroccanPhoneMetadataOf(metadata: {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
}) {
  const countries = metadata.country_calling_codes['212'] ?? [];
  return {
    version: metadata.version,
    country_calling_codes: { '212': countries },
    countries: Object.fromEntries(
      countries.map((country) => [country, metadata.countries[country]]),
    ),
    nonGeographic: {},
  };
}
