import { describe, expect, it } from 'vitest';
import { auditActions, auditRecordTypes } from '../../domain/audit/audit-log.ts';
import { notificationEvents } from '../../domain/notifications/outbox.ts';
import { languages, type Language } from '../../domain/languages.ts';
import { arMessages } from '../../domain/messages/ar.ts';
import { enMessages } from '../../domain/messages/en.ts';
import { frMessages } from '../../domain/messages/fr.ts';
import { ar } from './ar.ts';
import { arAccess } from './ar/access.ts';
import { arAccount } from './ar/account.ts';
import { arAreaErrors } from './ar/area-errors.ts';
import { arArticles } from './ar/articles.ts';
import { arBackOffice } from './ar/back-office.ts';
import { arQuotes } from './ar/quotes.ts';
import { arPacks } from './ar/packs.ts';
import { arPublicPages } from './ar/public-pages.ts';
import { arLevies } from './ar/levies.ts';
import { arTariffs } from './ar/tariffs.ts';
import { arPersonalData } from './ar/personal-data.ts';
import { arAgencyDriver } from './ar/agency-driver.ts';
import { arRenewal } from './ar/renewal.ts';
import { en } from './en.ts';
import { enAccess } from './en/access.ts';
import { enAccount } from './en/account.ts';
import { enAreaErrors } from './en/area-errors.ts';
import { enArticles } from './en/articles.ts';
import { enBackOffice } from './en/back-office.ts';
import { enQuotes } from './en/quotes.ts';
import { enPacks } from './en/packs.ts';
import { enPublicPages } from './en/public-pages.ts';
import { enLevies } from './en/levies.ts';
import { enTariffs } from './en/tariffs.ts';
import { enPersonalData } from './en/personal-data.ts';
import { enAgencyDriver } from './en/agency-driver.ts';
import { enRenewal } from './en/renewal.ts';
import { fr } from './fr.ts';
import { frAccess } from './fr/access.ts';
import { frAccount } from './fr/account.ts';
import { frAreaErrors } from './fr/area-errors.ts';
import { frArticles } from './fr/articles.ts';
import { frBackOffice } from './fr/back-office.ts';
import { frQuotes } from './fr/quotes.ts';
import { frPacks } from './fr/packs.ts';
import { frPublicPages } from './fr/public-pages.ts';
import { frLevies } from './fr/levies.ts';
import { frTariffs } from './fr/tariffs.ts';
import { frPersonalData } from './fr/personal-data.ts';
import { frAgencyDriver } from './fr/agency-driver.ts';
import { frRenewal } from './fr/renewal.ts';
import { frAgencyDay } from './fr/agency-day.ts';
import { enAgencyDay } from './en/agency-day.ts';
import { arAgencyDay } from './ar/agency-day.ts';
import { frTableFilters } from './fr/table-filters.ts';
import { enTableFilters } from './en/table-filters.ts';
import { arTableFilters } from './ar/table-filters.ts';

/*
 * The catalogues of the three languages (decision 0008): every part holds the same texts in
 * each language, with the same interpolation variables, and each language has the plural forms
 * its grammar needs (Intl.PluralRules). The typecheck already refuses a missing key; this test
 * also catches extra keys, empty texts and a variable lost in translation.
 */

type Catalogue = Record<string, unknown>;
const parts: Record<string, Record<Language, unknown>> = {
  base: { fr, en, ar },
  messages: { fr: frMessages, en: enMessages, ar: arMessages },
  publicPages: { fr: frPublicPages, en: enPublicPages, ar: arPublicPages },
  packs: { fr: frPacks, en: enPacks, ar: arPacks },
  articles: { fr: frArticles, en: enArticles, ar: arArticles },
  quotes: { fr: frQuotes, en: enQuotes, ar: arQuotes },
  backOffice: { fr: frBackOffice, en: enBackOffice, ar: arBackOffice },
  access: { fr: frAccess, en: enAccess, ar: arAccess },
  account: { fr: frAccount, en: enAccount, ar: arAccount },
  areaErrors: { fr: frAreaErrors, en: enAreaErrors, ar: arAreaErrors },
  tariffs: { fr: frTariffs, en: enTariffs, ar: arTariffs },
  levies: { fr: frLevies, en: enLevies, ar: arLevies },
  personalData: { fr: frPersonalData, en: enPersonalData, ar: arPersonalData },
  agencyDriver: { fr: frAgencyDriver, en: enAgencyDriver, ar: arAgencyDriver },
  renewal: { fr: frRenewal, en: enRenewal, ar: arRenewal },
  agencyDay: { fr: frAgencyDay, en: enAgencyDay, ar: arAgencyDay },
  tableFilters: { fr: frTableFilters, en: enTableFilters, ar: arTableFilters },
};

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by dotted path, plural forms under their base key. */
function texts(catalogue: unknown, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const key = path.replace(pluralSuffix, '');
      found.set(key, [...(found.get(key) ?? []), value]);
    } else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value as Catalogue))
        visit(child, path ? `${path}.${key}` : key);
  };
  visit(catalogue, prefix);
  return found;
}

function pluralForms(catalogue: unknown): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  const visit = (value: unknown, path: string) => {
    if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value as Catalogue)) {
        const match = pluralSuffix.exec(key);
        if (match && typeof child === 'string') {
          const base = `${path}.${key.replace(pluralSuffix, '')}`;
          forms.set(base, (forms.get(base) ?? new Set()).add(match[1] ?? ''));
        } else visit(child, path ? `${path}.${key}` : key);
      }
  };
  visit(catalogue, '');
  return forms;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe.each(Object.entries(parts))('the %s catalogue', (_name, byLanguage) => {
  const reference = texts(byLanguage.fr);

  it.each(languages)('holds every French key in %s, and no other', (language) => {
    expect([...texts(byLanguage[language]).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(languages)('has no empty text in %s', (language) => {
    const empty = [...texts(byLanguage[language])].filter(([, values]) =>
      values.some((value) => value.trim() === ''),
    );
    expect(empty).toEqual([]);
  });

  it.each(languages)('keeps the interpolation variables of each text in %s', (language) => {
    const mismatches = [...texts(byLanguage[language])].flatMap(([key, values]) => {
      const wanted = new Set((reference.get(key) ?? []).flatMap(variables));
      return values
        .map(variables)
        .filter((found) => found.some((variable) => !wanted.has(variable ?? '')))
        .map((found) => ({ key, found, wanted: [...wanted] }));
    });
    expect(mismatches).toEqual([]);
  });

  it.each(languages)('has every plural form %s needs', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = [...pluralForms(byLanguage[language])].flatMap(([key, forms]) =>
      needed.filter((form) => !forms.has(form)).map((form) => `${key}_${form}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the audit log', () => {
  it.each(languages)('names every action the server records, in %s', (language) => {
    const actions = { fr: frBackOffice, en: enBackOffice, ar: arBackOffice }[language].backOffice
      .audit.actions;
    const unnamed = auditActions.filter((action) => {
      const label = action
        .split('.')
        .reduce<unknown>(
          (node, key) => (node as Record<string, unknown> | undefined)?.[key],
          actions,
        );
      return typeof label !== 'string';
    });
    expect(unnamed).toEqual([]);
  });

  it.each(languages)('names every kind of record an entry names, in %s', (language) => {
    const records = { fr: frBackOffice, en: enBackOffice, ar: arBackOffice }[language].backOffice
      .audit.records;
    expect(Object.keys(records).sort()).toEqual([...auditRecordTypes].sort());
  });
});

describe('the platform admin’s Messages page', () => {
  it.each(languages)('names every event a message is sent for, in %s', (language) => {
    const events = { fr: frBackOffice, en: enBackOffice, ar: arBackOffice }[language].backOffice
      .messages.events;
    expect(Object.keys(events).sort()).toEqual(
      notificationEvents.map((event) => event.replaceAll('.', '_')).sort(),
    );
  });
});
