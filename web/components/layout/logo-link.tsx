import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The logo and the site's name, leading home: the header of the pages that show no navigation
 * bar (quote journey, sign-in pages, an area's error panel where no layout surrounds it).
 */
export function LogoLink({ size, text = 'font-bold' }: { size: number; text?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/accueil" className="flex shrink-0 items-center gap-2 text-brand-800">
      <img src="/logo.svg" alt="" width={size} height={size} />
      <span className={text}>{t('common.appName')}</span>
    </Link>
  );
}
