import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { intlLocales, type Language } from '../../domain/languages.ts';
import {
  localName,
  type Brand,
  type NamedEntry,
  type ReferenceData,
} from '../../domain/reference/reference-data.ts';
import { apiFetch, apiPath } from './api-client.ts';

/** Query keys of the public reference lists. */
export const referenceKeys = {
  all: ['reference'] as const,
};

/** The public reference lists (cities, brands, professions…), cached for the visit. */
export const referenceQuery = queryOptions({
  queryKey: referenceKeys.all,
  queryFn: () => apiFetch<ReferenceData>(apiPath`/api/reference`),
  staleTime: Infinity,
});

export function useReference() {
  return useQuery(referenceQuery);
}

/**
 * The reference lists, suspending until they are loaded. A form whose selects list them
 * renders only then, so its selects never start without the option of their saved value (a
 * select set to a value it does not list yet shows its first option instead).
 */
export function useLoadedReference(): ReferenceData {
  return useSuspenseQuery(referenceQuery).data;
}

/** A select option: the submitted value and the text shown. */
export interface SelectOption {
  value: string;
  label: string;
}

const collators = new Map<Language, Intl.Collator>();

/** Options sorted by their text with the interface language's collation (Dacia before DFSK). */
export function sortedOptions(options: SelectOption[], language: Language): SelectOption[] {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(intlLocales[language]);
    collators.set(language, collator);
  }
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

/** Select options from a reference list, named in the interface language (cities in Arabic script in Arabic). */
export function namedOptions(entries: NamedEntry[] | undefined, language: Language) {
  return sortedOptions(
    (entries ?? []).map((entry) => ({
      value: String(entry.id),
      label: localName(entry, language),
    })),
    language,
  );
}

/** Select options of the car brands, whose names are the same in every language. */
export function brandOptions(brands: Brand[], language: Language) {
  return sortedOptions(
    brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
    language,
  );
}

/** The name of the entry `id` of a reference list in the interface language, if any. */
export function nameIn(
  entries: NamedEntry[] | undefined,
  id: number | null,
  language: Language,
): string | undefined {
  const entry = entries?.find((candidate) => candidate.id === id);
  return entry ? localName(entry, language) : undefined;
}
