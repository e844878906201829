import { queryOptions, useQuery } from '@tanstack/react-query';
import { intlLocales, type Language } from '../../domain/languages.ts';
import { localName, type NamedEntry, type ReferenceData } from '../../domain/reference.ts';
import { apiFetch } from './api-client.ts';

/** The public reference lists (cities, brands, professions…), cached for the visit. */
export const referenceQuery = queryOptions({
  queryKey: ['reference'],
  queryFn: () => apiFetch<ReferenceData>('/api/reference'),
  staleTime: Infinity,
});

export function useReference() {
  return useQuery(referenceQuery);
}

const collators = new Map<Language, Intl.Collator>();

/**
 * Select options from a reference list, named and sorted in the interface language (issue 5
 * item 5: cities in Arabic script in Arabic).
 */
export function namedOptions(entries: NamedEntry[] | undefined, language: Language) {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(intlLocales[language]);
    collators.set(language, collator);
  }
  return (entries ?? [])
    .map((entry) => ({ value: String(entry.id), label: localName(entry, language) }))
    .sort((a, b) => collator.compare(a.label, b.label));
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
