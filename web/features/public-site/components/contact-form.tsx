import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContactMessageInput } from '../../../../domain/contact/contact-message.ts';
import { contactMessageMaxLength } from '../../../../domain/limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { addMessageTexts } from '../../../i18n/signed-in.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { loadAhead } from '../../../lib/load-ahead.ts';
import { apiErrorMessage } from '../../../lib/use-api-form-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { sendContactMessage } from '../api/contact.ts';

type ContactField = keyof ContactMessageInput;

/**
 * The validation code (zod and the phone metadata) and its messages: fetched on first use,
 * not with the page. The messages are added here rather than by importing i18n/messages.ts,
 * whose top-level await would keep a download the network cut failed for the page's life
 * (web/lib/load-ahead.ts): so Envoyer works once the network is back.
 */
const loadSchema = () =>
  Promise.all([import('../../../../domain/contact/contact-message.ts'), addMessageTexts()]).then(
    ([schemas]) => schemas,
  );

/**
 * The contact form (docs/product/specification.md §2 Contact page; docs/product/design.md §8). A native form rather than react-hook-form:
 * /contact must stay within the public pages' JavaScript budget (docs/product/design.md §10), so its fields are
 * uncontrolled and it loads the server's own schema (domain/contact/contact-message.ts) only when the
 * visitor starts typing. Messages appear under each field after a submit attempt and clear
 * as the field is edited; every failure keeps what was typed. Sending needs the app: on the
 * prerendered page the button stays disabled until it has started (what is typed meanwhile is
 * kept), and a browser without JavaScript is told so and pointed to the contact details; the
 * form posts, never GETs, so nothing typed can end up in a URL.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [pending, setPending] = useState(false);
  const [messageLength, setMessageLength] = useState(0);
  const [sent, setSent] = useState<{ firstName: string; email: string } | null>(null);
  const hydrated = useHydrated();

  // After a refused attempt, focus goes to the first field to correct.
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as ContactMessageInput;
    setFormError(null);
    // Without a network the validation code may not have come: the message says so and the
    // text stays, as when the sending fails.
    const schemas = await loadSchema().catch(() => undefined);
    if (!schemas) return setFormError(t('common.networkError'));
    const parsed = schemas.contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const fields: Partial<Record<ContactField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactField;
        fields[field] ??= fieldMessage(t, issue.message);
      }
      setErrors(fields);
      setAttempts((count) => count + 1);
      return;
    }
    setPending(true);
    try {
      await sendContactMessage(values);
      setSent({ firstName: parsed.data.firstName, email: parsed.data.email });
      setErrors({});
      setMessageLength(0);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      setFormError(apiErrorMessage(error));
      setAttempts((count) => count + 1);
    } finally {
      setPending(false);
    }
  };

  if (sent)
    return (
      <div role="status" className="mt-6 rounded-xl bg-brand-50 p-6">
        <p className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <CircleCheck aria-hidden /> {t('contact.sentTitle')}
        </p>
        <p className="mt-2 text-slate-800">{t('contact.sentText', sent)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => setSent(null)}>
          {t('contact.another')}
        </Button>
      </div>
    );

  const field = (name: ContactField) => ({ name, error: errors[name] });
  return (
    <form
      ref={form}
      method="post"
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadAhead(loadSchema)}
      onChange={(event) => {
        const { name, value } = event.target as unknown as HTMLInputElement;
        if (name === 'message') setMessageLength(value.length);
        if (errors[name as ContactField])
          setErrors(({ [name as ContactField]: _edited, ...rest }) => rest);
      }}
      noValidate
      className="mt-4 space-y-4"
    >
      <p className="text-sm text-slate-700">{t('contact.formIntro')}</p>
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('contact.lastName')}
          autoComplete="family-name"
          {...field('lastName')}
        />
        <TextField
          label={t('contact.firstName')}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          {...field('phone')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          {...field('email')}
        />
      </div>
      <TextField label={t('contact.subject')} {...field('subject')} />
      <TextAreaField
        label={t('contact.message')}
        rows={6}
        maxLength={contactMessageMaxLength}
        hint={t('contact.messageHint', { count: messageLength, max: contactMessageMaxLength })}
        {...field('message')}
      />
      {/* Honeypot: out of sight and out of the tab order; only bots fill it. */}
      <div aria-hidden className="sr-only">
        <label>
          {t('contact.honeypot')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p className="text-xs text-slate-600">
        {t('contact.consent')}{' '}
        <Link to="/confidentialite" className="underline">
          {t('contact.privacyLink')}
        </Link>
      </p>
      <noscript>
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('contact.needsScript')}
        </p>
      </noscript>
      <Button type="submit" loading={pending} disabled={!hydrated}>
        {pending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
