import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /accueil. The full home page (about, three steps, partners) comes with issue 4. */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.titles.home'));
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 text-center">
      <h2 className="text-2xl font-bold">{t('home.title')}</h2>
      <p className="mt-3 text-slate-700">{t('home.intro')}</p>
    </main>
  );
}
