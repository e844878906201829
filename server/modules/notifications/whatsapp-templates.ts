import { z } from 'zod';
import type { Language } from '../../../domain/languages.ts';
import type { NotificationEvent } from '../../../domain/notifications/outbox.ts';

/**
 * Events a driver may also receive on WhatsApp (docs/product/design.md §6), and the code that confirms
 * their number (decision 0019).
 */
export const whatsappEvents = [
  'quote.submitted',
  'offers.ready',
  'offers.digest',
  'quote.expiring',
  'offer.selected',
  'contract.renewal',
  'phone.code',
] as const satisfies NotificationEvent[];
export type WhatsappEvent = (typeof whatsappEvents)[number];

/** True when `event` has a WhatsApp template. */
export function hasWhatsappTemplate(event: NotificationEvent): event is WhatsappEvent {
  return (whatsappEvents as readonly string[]).includes(event);
}

/**
 * An approved message template of the WhatsApp Business account: its name, its language code
 * per interface language, and the payload fields filling its body's `{{1}}`, `{{2}}`… in order.
 */
export interface WhatsappTemplate {
  name: string;
  languages: Record<Language, string>;
  parameters: string[];
  /**
   * An "Authentication" template (Meta's category for one-time codes): its copy-code button
   * carries the code too, as the button's parameter.
   */
  copyCodeButton?: boolean;
}

const languages = { fr: 'fr', en: 'en', ar: 'ar' };

/**
 * Templates as they are submitted for approval (README "Notifications" lists their
 * parameters). WHATSAPP_TEMPLATES changes names and languages without touching the code.
 */
export const defaultWhatsappTemplates: Record<WhatsappEvent, WhatsappTemplate> = {
  'quote.submitted': {
    name: 'moqarana_quote_received',
    languages,
    parameters: ['name', 'reference'],
  },
  'offers.ready': { name: 'moqarana_offers_ready', languages, parameters: ['name', 'reference'] },
  'offers.digest': { name: 'moqarana_offers_ready', languages, parameters: ['name', 'reference'] },
  'quote.expiring': {
    name: 'moqarana_offers_expiring',
    languages,
    parameters: ['name', 'reference', 'lastDay'],
  },
  'contract.renewal': {
    name: 'moqarana_renewal_due',
    languages,
    parameters: ['name', 'reference', 'endDate', 'renewalDate'],
  },
  'offer.selected': {
    name: 'moqarana_offer_selected',
    languages,
    parameters: ['name', 'reference', 'agencyName', 'agencyPhone'],
  },
  'phone.code': {
    name: 'moqarana_phone_code',
    languages,
    parameters: ['code'],
    copyCodeButton: true,
  },
};

const overridesSchema = z.partialRecord(
  z.enum(whatsappEvents),
  z.strictObject({
    name: z.string().regex(/^[a-z0-9_]{1,512}$/),
    languages: z.partialRecord(z.enum(['fr', 'en', 'ar']), z.string().min(2)).optional(),
  }),
);

/**
 * The templates in force: the defaults with WHATSAPP_TEMPLATES applied, e.g.
 * `{"offer.selected":{"name":"mq_choice_v2","languages":{"en":"en_US"}}}`.
 * @throws Error when WHATSAPP_TEMPLATES is not such JSON (the process refuses to start).
 */
export function whatsappTemplates(
  overridesJson: string | undefined,
): Record<WhatsappEvent, WhatsappTemplate> {
  if (!overridesJson) return defaultWhatsappTemplates;
  let parsed: unknown;
  try {
    parsed = JSON.parse(overridesJson);
  } catch {
    throw new Error('Invalid configuration:\n  WHATSAPP_TEMPLATES: not JSON');
  }
  const result = overridesSchema.safeParse(parsed);
  if (!result.success) {
    throw new Error(`Invalid configuration:\n  WHATSAPP_TEMPLATES: ${result.error.message}`);
  }
  const templates = { ...defaultWhatsappTemplates };
  for (const [event, override] of Object.entries(result.data) as [
    WhatsappEvent,
    NonNullable<(typeof result.data)[WhatsappEvent]>,
  ][]) {
    templates[event] = {
      ...templates[event],
      name: override.name,
      languages: { ...templates[event].languages, ...override.languages },
    };
  }
  return templates;
}

/**
 * The body of `POST /{phone-number-id}/messages` for a template message (WhatsApp Cloud API
 * reference, "Send template messages"): `to` in E.164, the template's name and language, and
 * the body's text parameters in order; for an authentication template, its copy-code button
 * with the code ("Send authentication templates"). The caller gives the payload as it is to be
 * shown (the worker puts the validated greeting name in it).
 */
export function cloudApiTemplateRequest(
  template: WhatsappTemplate,
  message: { recipient: string; locale: Language; payload: Record<string, unknown> },
): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.recipient,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.languages[message.locale] },
      components: [
        {
          type: 'body',
          parameters: template.parameters.map((field) => ({
            type: 'text',
            text: String(message.payload[field] ?? ''),
          })),
        },
        ...(template.copyCodeButton
          ? [
              {
                type: 'button',
                sub_type: 'url',
                index: '0',
                parameters: [{ type: 'text', text: String(message.payload.code ?? '') }],
              },
            ]
          : []),
      ],
    },
  };
}
