import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFrame } from '../components/list-frame.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePendingQuotes } from '../api/agency.ts';

/**
 * /devis-attente (spec §2 Pending quotes): the city's quotes this agency has not priced,
 * newest first — #, Nom complet (initials), Âge, CIN (masked), Ville, Action.
 */
export default function PendingQuotesPage() {
  const { t } = useTranslation();
  const list = usePendingQuotes();
  usePageTitle(t('backOffice.pending'));
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const c = (key: string) => t(`backOffice.columns.${key}`);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('backOffice.pending')}</h1>
      <ListFrame list={list} isEmpty={rows.length === 0} emptyText={t('backOffice.emptyPending')}>
        <table className="w-full text-start text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {['reference', 'name', 'age', 'cin', 'city', 'action'].map((key) => (
                <th key={key} scope="col" className="px-4 py-3 text-start font-semibold">
                  {c(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="px-4 py-3 font-medium">{row.reference}</td>
                <td className="px-4 py-3">{row.driver.name}</td>
                <td className="px-4 py-3">{t('backOffice.ageYears', { age: row.driver.age })}</td>
                <td className="px-4 py-3 font-mono">{row.driver.cin}</td>
                <td className="px-4 py-3">{row.driver.city}</td>
                <td className="px-4 py-3">
                  <Link
                    to={`/user-info/${row.id}`}
                    className="font-semibold text-brand-800 underline"
                    aria-label={`${t('backOffice.open')} ${row.reference}`}
                  >
                    {t('backOffice.open')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListFrame>
    </div>
  );
}
