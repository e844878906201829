import '../texts.ts';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SocialLinks } from '../../../components/layout/social-links.tsx';
import { supportContact } from '../../../lib/site-config.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ContactForm } from '../components/contact-form.tsx';

/**
 * /contact — Contactez-Nous (docs/product/specification.md §2 Contact page; docs/product/design.md §8): the form (validated with
 * the server's schema, the text kept on any failure, a confirmation once stored), the support
 * address, phone, e-mail and opening hours, and the social links.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('seo.contact.title'), t('seo.contact.description'));
  const hours = t('contact.hours', { returnObjects: true }) as readonly string[];

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
          <ContactForm />
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
                <bdi>{supportContact.address}</bdi>
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
