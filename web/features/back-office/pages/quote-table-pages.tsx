import { useTranslation } from 'react-i18next';
import type { QuoteTable } from '../../../../domain/offers/quote-tables.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { QuoteTableView } from '../components/quote-table-view.tsx';

/** A table page: `titleKey` and `emptyKey` name its texts in the catalogue. */
function TablePage({
  table,
  titleKey,
  emptyKey,
}: {
  table: QuoteTable;
  titleKey: string;
  emptyKey: string;
}) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t(titleKey)}</h1>
      <QuoteTableView table={table} label={t(titleKey)} emptyText={t(emptyKey)} />
    </div>
  );
}

/** /devis-attente (docs/product/specification.md §2): the city's quotes waiting for this agency's price, masked. */
export function PendingQuotesPage() {
  return (
    <TablePage table="pending" titleKey="backOffice.pending" emptyKey="backOffice.emptyPending" />
  );
}

/** /devis-traite: the quotes this agency priced, with their status. */
export function ProcessedQuotesPage() {
  return (
    <TablePage
      table="processed"
      titleKey="backOffice.processed"
      emptyKey="backOffice.emptyProcessed"
    />
  );
}

/** /contrats-confirmes: the contracts this agency confirmed. */
export function ContractsPage() {
  return (
    <TablePage
      table="contracts"
      titleKey="backOffice.contracts"
      emptyKey="backOffice.table.emptyContracts"
    />
  );
}

/** /tableDevis-Global: every quote of the agency, with a status filter. */
export function AllQuotesPage() {
  return (
    <TablePage table="all" titleKey="backOffice.allQuotes" emptyKey="backOffice.emptyProcessed" />
  );
}

/**
 * /renouvellements, loaded with the other agency tables: one lazy import fewer in the router,
 * which every public page loads (docs/product/design.md §10 bundle budget).
 */
export { default as RenewalsPage } from './renewals-page.tsx';
