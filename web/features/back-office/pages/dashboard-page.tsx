import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useAgencySummary } from '../api/agency.ts';

/** /dashboard for agencies: welcome and the real number of pending quotes (issue 3 item 7). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const summary = useAgencySummary();
  usePageTitle(t('backOffice.dashboard'));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('backOffice.welcome')}</h1>
        {user?.agency ? <p className="text-slate-600">{user.name}</p> : null}
      </div>
      {user?.agency ? (
        <Link
          to="/devis-attente"
          className="block max-w-sm rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
        >
          <div className="flex items-center gap-3 text-brand-800">
            <ClipboardList aria-hidden />
            <h2 className="font-semibold">{t('backOffice.pendingCard')}</h2>
          </div>
          <p className="mt-3 text-4xl font-bold" data-testid="pending-count">
            {summary.data ? summary.data.pendingCount : '…'}
          </p>
          <p className="mt-2 text-sm font-medium text-brand-800 underline">
            {t('backOffice.pendingCardAction')}
          </p>
        </Link>
      ) : null}
    </div>
  );
}
