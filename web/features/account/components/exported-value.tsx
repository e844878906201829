import { useTranslation } from 'react-i18next';
import type { ExportedValue } from '../../../../domain/accounts/personal-data.ts';
import { formatDate, formatDateTime, formatDh } from '../../../lib/format.ts';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Columns whose codes the catalogue names: a consent's kind, a chosen pack. */
const namedValues: Record<string, string> = {
  kind: 'personalData.consents.kinds',
  selectedPack: 'packs',
};

/**
 * One value of an exported row as a person reads it (domain/accounts/personal-data.ts): money
 * (columns ending in `Centimes`) in dirhams, codes the catalogue names by their name, dates
 * and instants in the interface's formats, yes/no for booleans, JSON columns as indented JSON,
 * wrapped (a scrolling box would need a keyboard focus of its own). Values are isolated
 * (`<bdi>`) so that a plate, a reference or an e-mail keeps its order in an Arabic line.
 */
export function ExportedValueText({ column, value }: { column: string; value: ExportedValue }) {
  const { t, i18n } = useTranslation();
  const name =
    typeof value === 'string' && namedValues[column] && `${namedValues[column]}.${value}`;
  if (name && i18n.exists(name)) return <>{t(name)}</>;
  if (value === null || value === '') return <>{t('personalData.export.none')}</>;
  if (typeof value === 'boolean')
    return <>{value ? t('personalData.export.yes') : t('personalData.export.no')}</>;
  if (typeof value === 'object')
    return (
      <pre
        dir="ltr"
        className="rounded bg-slate-50 p-2 text-start text-xs whitespace-pre-wrap [overflow-wrap:anywhere]"
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    );
  if (typeof value === 'number')
    return <bdi>{column.endsWith('Centimes') ? formatDh(value) : String(value)}</bdi>;
  if (isoDate.test(value)) return <bdi>{formatDate(value)}</bdi>;
  if (isoInstant.test(value) && !Number.isNaN(Date.parse(value)))
    return <bdi>{formatDateTime(value)}</bdi>;
  return <bdi className="[overflow-wrap:anywhere]">{value}</bdi>;
}
