import { describe, expect, it } from 'vitest';
import { languages, type Language } from '../../../domain/languages.ts';
import { emailEvents } from '../../../domain/notifications/outbox.ts';
import { arBackOffice } from '../../../web/i18n/ar/back-office.ts';
import { arQuotes } from '../../../web/i18n/ar/quotes.ts';
import { enBackOffice } from '../../../web/i18n/en/back-office.ts';
import { enQuotes } from '../../../web/i18n/en/quotes.ts';
import { frBackOffice } from '../../../web/i18n/fr/back-office.ts';
import { frQuotes } from '../../../web/i18n/fr/quotes.ts';
import { composeEmail } from './compose.ts';
import { arNotificationTexts } from './texts/ar.ts';
import { enNotificationTexts } from './texts/en.ts';
import { frNotificationTexts } from './texts/fr.ts';
import { defaultWhatsappTemplates, whatsappEvents } from './whatsapp-templates.ts';
import { weeklyReportPayload } from '../../test/notification-payloads.ts';

/*
 * Sentences that embed an agency's name must hold whatever the name: French elides and
 * contracts "de" and "le" before a vowel or an article ("d'Atlas", "de l'Agence"), which a
 * template cannot do for a name it does not know; and "l'agence Agence Wafa Anfa" repeats
 * itself. Every message is rendered with names starting with a vowel and with "Agence …".
 */

const agencyNames = ['Agence AXA Maârif', 'Atlas Assurances', 'Espace Conseil Anfa', 'Hay Riad'];

/** Wordings that break around a name, per language. */
const broken: Record<Language, RegExp[]> = {
  fr: [
    // "de" before a vowel or a mute h must elide: "de Atlas", "de Agence".
    /\bde\s+[AEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜÙHaeiouyàâäéèêëîïôöûüùh]/u,
    /\b(?:de|à)\s+l['’]Agence\b/iu,
    /\b(?:l['’])?agence\s+Agence\b/iu,
    /\b(?:le|la|du|au)\s+Agence\b/u,
  ],
  en: [/\bagency\s+Agence\b/iu, /\bof\s+the\s+Agence\b/u],
  ar: [/وكالة\s+Agence/u, /الوكالة\s+Agence/u],
};

const texts = { fr: frNotificationTexts, en: enNotificationTexts, ar: arNotificationTexts };
const webTexts = {
  fr: {
    done: frBackOffice.backOffice.agenciesAdmin.done,
    confirmation: frQuotes.confirmation.text,
  },
  en: {
    done: enBackOffice.backOffice.agenciesAdmin.done,
    confirmation: enQuotes.confirmation.text,
  },
  ar: {
    done: arBackOffice.backOffice.agenciesAdmin.done,
    confirmation: arQuotes.confirmation.text,
  },
};

const site = {
  publicUrl: 'https://moqarana.ma',
  support: { email: 'contact@moqarana.ma', phone: '+212 5 22 00 00 00' },
};

function payload(agencyName: string) {
  return {
    name: 'Imane',
    reference: 'MQ-2026-000123',
    count: '3',
    city: 'Agadir',
    agencyName,
    agencyPhone: '+212522000000',
    lastDay: '27/11/2026',
    endDate: '09/01/2027',
    renewalDate: '10/01/2027',
    breakHours: '48',
    reason: 'Agrément introuvable',
    senderName: agencyName,
    senderEmail: 'contact@example.ma',
    senderPhone: '+212612345678',
    subject: 'Question',
    message: 'Bonjour',
    path: '/mes-devis',
    ...weeklyReportPayload,
  };
}

/** `{{name}}` (i18next) or `{{1}}` (WhatsApp) placeholders filled in. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => values[key] ?? '');

function expectWellWorded(text: string, language: Language, where: string) {
  for (const pattern of broken[language]) expect(text, `${where}: ${pattern}`).not.toMatch(pattern);
  expect(text, where).not.toContain('{{');
}

describe('messages that name an agency read well whatever the name', () => {
  for (const language of languages) {
    it(`e-mails in ${language}`, async () => {
      for (const agencyName of agencyNames) {
        for (const event of emailEvents) {
          const email = await composeEmail(
            { event, locale: language, payload: payload(agencyName) },
            site,
          );
          expectWellWorded(`${email.subject}\n${email.text}`, language, `${event} ${agencyName}`);
        }
      }
    });

    it(`WhatsApp template bodies in ${language}`, () => {
      for (const agencyName of agencyNames) {
        for (const event of whatsappEvents) {
          const template = defaultWhatsappTemplates[event];
          const body = (texts[language].whatsapp as Record<string, string>)[template.name];
          expect(body, `${template.name} ${language}`).toBeTruthy();
          const values = Object.fromEntries(
            template.parameters.map((field, index) => [
              String(index + 1),
              String(payload(agencyName)[field as keyof ReturnType<typeof payload>]),
            ]),
          );
          expectWellWorded(fill(body ?? '', values), language, `${template.name} ${agencyName}`);
        }
      }
    });

    it(`interface texts in ${language}`, () => {
      for (const agencyName of agencyNames) {
        const values = { name: agencyName, agency: agencyName, insurer: 'Allianz', status: 'x' };
        for (const [key, text] of Object.entries(webTexts[language]))
          expectWellWorded(fill(text, values), language, `${key} ${agencyName}`);
      }
    });
  }
});
