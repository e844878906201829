import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supportContact } from '../../lib/site-config.ts';
import { SocialLinks } from './social-links.tsx';

/** The footer's link columns: a title key and [path, label key] pairs. */
const linkColumns = [
  {
    title: 'footer.legalTitle',
    links: [
      ['/mentions-legales', 'footer.legal'],
      ['/confidentialite', 'footer.privacy'],
      ['/classement', 'footer.ranking'],
      ['/cgu', 'footer.terms'],
    ],
  },
  {
    title: 'footer.quickLinks',
    links: [
      ['/accueil', 'nav.home'],
      ['/services', 'nav.services'],
      ['/apropos', 'nav.about'],
      ['/contact', 'nav.contact'],
    ],
  },
] as const;

/** The footer (docs/product/specification.md §2): company, legal, quick links, support contact, social links, ©. */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const column = 'space-y-2 text-sm';
  const heading = 'mb-3 text-sm font-semibold text-white';
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className={heading}>{t('footer.company')}</p>
          <p className="text-sm">{t('footer.tagline')}</p>
        </div>
        {linkColumns.map(({ title, links }) => (
          <nav key={title} aria-label={t(title)}>
            <p className={heading}>{t(title)}</p>
            <ul className={column}>
              {links.map(([to, label]) => (
                <li key={to}>
                  <Link className="hover:text-white hover:underline" to={to}>
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <p className={heading}>{t('footer.support')}</p>
          <ul className={column}>
            <li>
              <a
                className="hover:text-white hover:underline"
                href={`tel:${supportContact.phone.replace(/\s/g, '')}`}
                dir="ltr"
              >
                {supportContact.phone}
              </a>
            </li>
            <li>
              <a
                className="hover:text-white hover:underline"
                href={`mailto:${supportContact.email}`}
              >
                {supportContact.email}
              </a>
            </li>
          </ul>
          <p className={`${heading} mt-4`}>{t('footer.social')}</p>
          <SocialLinks />
        </div>
      </div>
      {/* The year may differ from the prerendered page's build year: no hydration warning. */}
      <p className="border-t border-slate-800 py-4 text-center text-xs" suppressHydrationWarning>
        {t('footer.copyright', { year })}
      </p>
    </footer>
  );
}
