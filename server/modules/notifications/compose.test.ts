import { toPlainText } from '@react-email/components';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../domain/languages.ts';
import { emailEvents } from '../../../domain/notifications/outbox.ts';
import { composeEmail, greetedName } from './compose.ts';
import {
  cloudApiTemplateRequest,
  whatsappEvents,
  whatsappTemplates,
} from './whatsapp-templates.ts';
import { weeklyReportPayload } from '../../test/notification-payloads.ts';

const site = {
  publicUrl: 'https://moqarana.ma',
  support: { email: 'contact@moqarana.ma', phone: '+212 5 22 00 00 00' },
};

/** Every field any template reads, so that an unfilled placeholder shows up as `{{`. */
const payload = {
  name: 'Salma',
  reference: 'MQ-2026-000123',
  count: '3',
  city: 'Casablanca',
  agencyName: 'Agence Wafa Anfa',
  agencyPhone: '+212522000000',
  lastDay: '27/11/2026',
  endDate: '09/01/2027',
  renewalDate: '10/01/2027',
  breakHours: '48',
  reason: 'Agrément ACAPS introuvable',
  senderName: 'Karim Tazi',
  senderEmail: 'karim@example.ma',
  senderPhone: '+212612345678',
  subject: 'Question',
  message: 'Bonjour <b>équipe</b>',
  path: '/mes-devis',
  code: '042317',
  ...weeklyReportPayload,
};

describe('notification texts', () => {
  for (const locale of languages) {
    it(`renders every event in ${locale}: translated, filled, HTML and text`, async () => {
      for (const event of emailEvents) {
        const email = await composeEmail({ event, locale, payload }, site);
        for (const part of [email.subject, email.text]) {
          expect(part, `${event} ${locale}`).not.toMatch(/\b(events|common)[.|]|\{\{/);
        }
        expect(email.subject.length, event).toBeGreaterThan(5);
        expect(email.html).toContain(`lang="${locale}"`);
        expect(email.html).toContain(`dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
        expect(email.text).toContain('Moqarana');
        expect(email.text).toContain('Salma');
        // The compiled converter writes what react-email's own `toPlainText` writes.
        expect(email.text, `${event} ${locale}`).toBe(toPlainText(email.html));
      }
    });
  }

  it('escapes what people typed in the HTML part, and keeps it as typed in the text part', async () => {
    const email = await composeEmail({ event: 'contact.received', locale: 'fr', payload }, site);
    expect(email.html).not.toContain('<b>équipe</b>');
    expect(email.html).toContain('&lt;b&gt;');
    expect(email.text).toContain('Bonjour <b>équipe</b>');
  });

  it('renders static HTML: an XHTML document with none of React’s hydration comments', async () => {
    const email = await composeEmail({ event: 'offers.ready', locale: 'fr', payload }, site);
    expect(email.html).toMatch(
      /^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1\.0 Transitional\/\/EN"/,
    );
    // Only the button's conditional comments for Outlook (react-email's), no React marker.
    expect(email.html).not.toMatch(/<!--(?!\[if mso\])/);
  });

  it('greets only by a name the forms accept, else by a polite form of address', async () => {
    expect(greetedName({ locale: 'ar', payload: { name: 'محمد' } })).toBe('محمد');
    expect(greetedName({ locale: 'fr', payload: { name: 'Élodie' } })).toBe('Élodie');
    for (const [locale, anonymous] of [
      ['fr', 'Madame, Monsieur'],
      ['en', 'there'],
      ['ar', 'عزيزي العميل'],
    ] as const) {
      // Rows written before the name rules may hold anything up to 100 characters.
      for (const name of ['Gagnez 1000 DH sur http://x.y', 'www.promo.ma', 'Karim 06 12', '']) {
        expect(greetedName({ locale, payload: { name } })).toBe(anonymous);
      }
    }
    const email = await composeEmail(
      {
        event: 'quote.submitted',
        locale: 'fr',
        payload: { ...payload, name: 'Cliquez sur http://x.y' },
      },
      site,
    );
    expect(email.text).toContain('Bonjour Madame, Monsieur,');
    expect(email.text).not.toContain('http://x.y');
    expect(email.html).not.toContain('http://x.y');
  });

  it('puts the button’s link, under PUBLIC_URL, in both parts', async () => {
    const email = await composeEmail({ event: 'quote.submitted', locale: 'en', payload }, site);
    expect(email.html).toContain('href="https://moqarana.ma/mes-devis"');
    expect(email.text).toContain('https://moqarana.ma/mes-devis');
  });
});

describe('WhatsApp templates', () => {
  it('fills every parameter of every template', () => {
    const templates = whatsappTemplates(undefined);
    for (const event of whatsappEvents) {
      const request = cloudApiTemplateRequest(templates[event], {
        recipient: '+212612345678',
        locale: 'ar',
        payload,
      }) as { template: { components: { parameters: { text: string }[] }[] } };
      const texts = request.template.components[0]?.parameters.map((p) => p.text) ?? [];
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.every((text) => text.length > 0)).toBe(true);
    }
  });

  it('sends the confirmation code as an authentication template: the code, and its copy button', () => {
    const request = cloudApiTemplateRequest(whatsappTemplates(undefined)['phone.code'], {
      recipient: '+212661234567',
      locale: 'ar',
      payload: { code: '042317' },
    });
    expect(request.template).toEqual({
      name: 'moqarana_phone_code',
      language: { code: 'ar' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: '042317' }] },
        {
          type: 'button',
          sub_type: 'url',
          index: '0',
          parameters: [{ type: 'text', text: '042317' }],
        },
      ],
    });
  });

  it('applies WHATSAPP_TEMPLATES and refuses what is not valid', () => {
    const templates = whatsappTemplates(
      '{"offer.selected":{"name":"mq_choice_v2","languages":{"en":"en_US"}}}',
    );
    expect(templates['offer.selected']).toMatchObject({
      name: 'mq_choice_v2',
      languages: { fr: 'fr', en: 'en_US', ar: 'ar' },
    });
    expect(() => whatsappTemplates('{"offer.selected":{"name":"Bad Name"}}')).toThrow(
      /WHATSAPP_TEMPLATES/,
    );
    expect(() => whatsappTemplates('not json')).toThrow(/WHATSAPP_TEMPLATES/);
  });

  it('sets phone numbers, references and addresses apart as their own direction run in Arabic only', async () => {
    const isolated = (value: string) => `\u2068${value}\u2069`;
    const ar = await composeEmail({ event: 'quote.submitted', locale: 'ar', payload }, site);
    for (const part of [ar.subject, ar.text]) expect(part).toContain(isolated('MQ-2026-000123'));
    expect(ar.text).toContain(isolated('+212 5 22 00 00 00'));
    expect(ar.text).toContain(isolated('contact@moqarana.ma'));
    expect(ar.html).toContain(isolated('+212 5 22 00 00 00'));

    const fr = await composeEmail({ event: 'quote.submitted', locale: 'fr', payload }, site);
    expect(fr.text).toContain('MQ-2026-000123');
    expect(fr.text).not.toMatch(/[\u2068\u2069]/);
  });
});
