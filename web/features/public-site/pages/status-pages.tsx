import { Compass, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { buttonClass } from '../../../components/ui/button.tsx';

function StatusPage({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <div className="mb-6 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      {action ?? (
        <Link to="/accueil" className={buttonClass('primary', 'mt-8')}>
          {t('pages.backHome')}
        </Link>
      )}
    </main>
  );
}

/** Unknown routes. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<Compass aria-hidden />}
      title={t('pages.notFoundTitle')}
      text={t('pages.notFoundText')}
    />
  );
}

/** A route that failed to render or load: a message and a way out, never a stack trace. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<TriangleAlert aria-hidden />}
      title={t('pages.errorTitle')}
      text={t('pages.errorText')}
      action={
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClass('primary', 'mt-8')}
        >
          {t('pages.reload')}
        </button>
      }
    />
  );
}
