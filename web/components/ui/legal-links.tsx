import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { legalPages } from '../../features/public-site/articles.ts';

const pathOf = (key: (typeof legalPages)[number][1]) =>
  legalPages.find(([, candidate]) => candidate === key)?.[0] ?? '/';

/** The texts a terms checkbox or a sign-up accepts, with the footer's names for them. */
const links = [
  [pathOf('legal.cgu'), 'footer.terms'],
  [pathOf('legal.confidentialite'), 'footer.privacy'],
] as const;

/**
 * The conditions générales d’utilisation and the privacy policy, linked next to what accepts
 * them (law 09-08: informed consent). They open in a new tab, so the form stays as it is; the
 * link's name says so.
 */
export function LegalLinks({ intro }: { intro: string }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
      <span>{intro}</span>
      {links.map(([to, key]) => (
        <Link
          key={to}
          to={to}
          target="_blank"
          rel="noopener"
          aria-label={t('common.newWindow', { name: t(key) })}
          className="font-medium text-brand-800 underline"
        >
          {t(key)}
        </Link>
      ))}
    </p>
  );
}
