import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supportContact } from '../../lib/site-config.ts';

/** The footer (spec §2): company, legal, quick links, support contact, social links, ©. */
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
        <nav aria-label={t('footer.legalTitle')}>
          <p className={heading}>{t('footer.legalTitle')}</p>
          <ul className={column}>
            <li>
              <Link className="hover:text-white hover:underline" to="/mentions-legales">
                {t('footer.legal')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/confidentialite">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/classement">
                {t('footer.ranking')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/cgu">
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.quickLinks')}>
          <p className={heading}>{t('footer.quickLinks')}</p>
          <ul className={column}>
            <li>
              <Link className="hover:text-white hover:underline" to="/accueil">
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/services">
                {t('nav.services')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/apropos">
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white hover:underline" to="/contact">
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
        </nav>
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
          <ul className="flex gap-3 text-sm">
            <li>
              <a
                className="hover:text-white hover:underline"
                href="https://www.facebook.com/"
                rel="noopener noreferrer"
              >
                Facebook
              </a>
            </li>
            <li>
              <a
                className="hover:text-white hover:underline"
                href="https://www.instagram.com/"
                rel="noopener noreferrer"
              >
                Instagram
              </a>
            </li>
            <li>
              <a
                className="hover:text-white hover:underline"
                href="https://www.linkedin.com/"
                rel="noopener noreferrer"
              >
                LinkedIn
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">
        {t('footer.copyright', { year })}
      </p>
    </footer>
  );
}
