import i18next from 'i18next';
import { isolatedValues, type Language } from '../../../domain/languages.ts';
import type { EmailEvent, NotificationEvent } from '../../../domain/notifications/outbox.ts';
import { isPersonName } from '../../../domain/validation.ts';
import { renderEmail, type EmailContent, type RenderedEmail } from './email-template.tsx';
import { arNotificationTexts } from './texts/ar.ts';
import { enNotificationTexts } from './texts/en.ts';
import { frNotificationTexts } from './texts/fr.ts';

const catalogues = { fr: frNotificationTexts, en: enNotificationTexts, ar: arNotificationTexts };

const instance = i18next.createInstance();
await instance.init({
  lng: 'fr',
  fallbackLng: 'fr',
  resources: Object.fromEntries(
    Object.entries(catalogues).map(([language, texts]) => [language, { translation: texts }]),
  ),
  // React escapes the e-mail's text; the plain-text part must stay as written.
  interpolation: { escapeValue: false },
  // Event names contain dots (`offer.selected.agency` beside `offer.selected`): keys use `|`.
  keySeparator: '|',
  nsSeparator: false,
  initAsync: false,
});

/** Where links point and whom to contact, from the configuration. */
export interface SiteContext {
  publicUrl: string;
  support: { email: string; phone: string };
}

/** A message as the worker reads it from the outbox. */
export interface ComposableMessage {
  event: NotificationEvent;
  locale: Language;
  payload: Record<string, unknown>;
}

/**
 * The link a message's button opens: `payload.url` as given (a password link, built by the
 * server with its secret in the fragment), or `payload.path` under PUBLIC_URL.
 */
export function messageLink(message: ComposableMessage, site: SiteContext): string | undefined {
  const { url, path } = message.payload;
  if (typeof url === 'string') return url;
  if (typeof path === 'string') return `${site.publicUrl}${path}`;
  return undefined;
}

/**
 * The name a message greets its recipient by: `payload.name` when it is a person's name as the
 * forms accept it (`personNameSchema`), else a polite form of address in the message's
 * language. Every greeting, e-mail and WhatsApp, goes through here, so that no message greets
 * anyone with text that is not a validated name (a link, a phone number, an invitation),
 * whatever a row written before the name rules holds.
 */
export function greetedName(message: Pick<ComposableMessage, 'locale' | 'payload'>): string {
  const { name } = message.payload;
  return isPersonName(name) ? name : catalogues[message.locale].common.anonymousName;
}

/**
 * Fills the texts of `message.event` in the recipient's language, with the product name
 * (decision 0010: rendered at send time), and renders the e-mail (HTML and text).
 */
export async function composeEmail(
  message: ComposableMessage & { event: EmailEvent },
  site: SiteContext,
): Promise<RenderedEmail> {
  const t = instance.getFixedT(message.locale);
  const data = isolatedValues(
    { ...message.payload, ...site.support, name: greetedName(message) } as Record<string, unknown>,
    message.locale,
  );
  const texts = catalogues[message.locale].events[message.event];
  const prefix = `events|${message.event}`;
  const link = messageLink(message, site);
  const content: EmailContent = {
    language: message.locale,
    subject: t(`${prefix}|subject`, data),
    preview: t(`${prefix}|preview`, data),
    heading: t(`${prefix}|heading`, data),
    greeting: t('common|greeting', data),
    paragraphs: texts.paragraphs.map((_, index) => t(`${prefix}|paragraphs|${index}`, data)),
    signature: t('common|signature'),
    footer: [t('common|footer'), t('common|support', isolatedValues(site.support, message.locale))],
  };
  if ('action' in texts && link) {
    content.action = { label: t(`${prefix}|action`, data), url: link, help: t('common|linkHelp') };
  }
  return renderEmail(content);
}
