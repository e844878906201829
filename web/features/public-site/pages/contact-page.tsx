import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { contactMessageMaxLength } from '../../../../domain/contact.ts';
import type { ContactMessageInput } from '../../../../domain/contact.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { supportContact } from '../../../lib/site-config.ts';
import { applyApiError } from '../../../lib/use-api-form-errors.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SocialLinks } from '../../../components/layout/social-links.tsx';

/** The validation code (zod and the phone metadata), fetched on first use, not with the page. */
const loadValidation = () =>
  Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../../domain/contact.schemas.ts'),
  ]).then(([{ zodResolver }, { contactMessageSchema }]) => zodResolver(contactMessageSchema));

/** Validates with the server's own schema (domain/contact.schemas.ts), loaded lazily. */
const contactResolver: Resolver<ContactMessageInput> = async (values, context, options) =>
  (await loadValidation())(values, context, options);

const emptyMessage: ContactMessageInput = {
  lastName: '',
  firstName: '',
  phone: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};

/**
 * /contact — Contactez-Nous (spec §2 Contact page; issue 4 item 9): the form (validated with
 * the server's schema, the text kept on any failure, a confirmation once stored), the support
 * address, phone, e-mail and opening hours, and the social links.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('seo.contact.title'), t('seo.contact.description'));
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ firstName: string; email: string } | null>(null);
  const form = useForm<ContactMessageInput>({
    resolver: contactResolver,
    defaultValues: emptyMessage,
  });
  const send = useMutation({
    mutationFn: (body: ContactMessageInput) => apiFetch('/api/contact', { method: 'POST', body }),
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' })?.length ?? 0;
  const hours = t('contact.hours', { returnObjects: true }) as readonly string[];

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The raw input goes to the server, which parses it with the same schema.
      await send.mutateAsync(form.getValues());
      setSent({ firstName: values.firstName, email: values.email });
      form.reset(emptyMessage);
    } catch (error) {
      setFormError(applyApiError(error, form.setError));
    }
  });

  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-14 outline-none">
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="contact-form"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="contact-form" className="text-2xl font-bold">
            {t('contact.formTitle')}
          </h2>
          {sent ? (
            <div role="status" className="mt-6 rounded-xl bg-brand-50 p-6">
              <p className="flex items-center gap-2 text-lg font-bold text-brand-800">
                <CircleCheck aria-hidden /> {t('contact.sentTitle')}
              </p>
              <p className="mt-2 text-slate-800">{t('contact.sentText', sent)}</p>
              <Button variant="secondary" className="mt-4" onClick={() => setSent(null)}>
                {t('contact.another')}
              </Button>
            </div>
          ) : (
            <form
              onSubmit={submit}
              onFocus={() => void loadValidation()}
              noValidate
              className="mt-4 space-y-4"
            >
              <p className="text-sm text-slate-700">{t('contact.formIntro')}</p>
              <FormAlert message={formError} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('contact.lastName')}
                  autoComplete="family-name"
                  error={fieldMessage(t, errors.lastName?.message)}
                  {...form.register('lastName')}
                />
                <TextField
                  label={t('contact.firstName')}
                  autoComplete="given-name"
                  error={fieldMessage(t, errors.firstName?.message)}
                  {...form.register('firstName')}
                />
                <TextField
                  label={t('contact.phone')}
                  type="tel"
                  autoComplete="tel"
                  dir="ltr"
                  error={fieldMessage(t, errors.phone?.message)}
                  {...form.register('phone')}
                />
                <TextField
                  label={t('contact.email')}
                  type="email"
                  autoComplete="email"
                  error={fieldMessage(t, errors.email?.message)}
                  {...form.register('email')}
                />
              </div>
              <TextField
                label={t('contact.subject')}
                error={fieldMessage(t, errors.subject?.message)}
                {...form.register('subject')}
              />
              <TextAreaField
                label={t('contact.message')}
                rows={6}
                maxLength={contactMessageMaxLength}
                hint={t('contact.messageHint', {
                  count: messageLength,
                  max: contactMessageMaxLength,
                })}
                error={fieldMessage(t, errors.message?.message)}
                {...form.register('message')}
              />
              {/* Honeypot: out of sight and out of the tab order; only bots fill it. */}
              <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
                <label>
                  {t('contact.honeypot')}
                  <input
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                    {...form.register('website')}
                  />
                </label>
              </div>
              <p className="text-xs text-slate-600">
                <Trans
                  i18nKey="contact.consent"
                  components={{ privacy: <Link to="/confidentialite" className="underline" /> }}
                />
              </p>
              <Button type="submit" loading={send.isPending}>
                {send.isPending ? t('contact.sending') : t('contact.send')}
              </Button>
            </form>
          )}
        </section>
        <aside aria-labelledby="contact-details" className="space-y-6">
          <h2 id="contact-details" className="text-xl font-bold">
            {t('contact.detailsTitle')}
          </h2>
          <ul className="space-y-4 text-slate-800">
            <li className="flex gap-3">
              <MapPin aria-hidden className="shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">{t('contact.address')} : </span>
                {supportContact.address}
              </span>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden className="shrink-0 text-brand-700" />
              <a
                href={`tel:${supportContact.phone.replace(/\s/g, '')}`}
                className="underline"
                dir="ltr"
              >
                <span className="sr-only">{t('contact.phoneLabel')} : </span>
                {supportContact.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden className="shrink-0 text-brand-700" />
              <a href={`mailto:${supportContact.email}`} className="underline">
                <span className="sr-only">{t('contact.emailLabel')} : </span>
                {supportContact.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden className="shrink-0 text-brand-700" />
              <div>
                <p className="font-semibold">{t('contact.hoursTitle')}</p>
                {hours.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            </li>
          </ul>
          <div>
            <p className="font-semibold">{t('contact.followUs')}</p>
            <SocialLinks className="mt-2 text-brand-800" />
          </div>
        </aside>
      </div>
    </main>
  );
}
