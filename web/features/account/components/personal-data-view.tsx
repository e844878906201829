import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalDataExport } from '../../../../domain/accounts/personal-data.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ExportedValueText } from './exported-value.tsx';

type Section = PersonalDataExport['sections'][number];

/**
 * A column's label: the catalogue's (`personalData.fields.<column>`, or a guarantee's name for
 * the guarantees asked for), else the column's own name.
 */
function useColumnLabel() {
  const { t, i18n } = useTranslation();
  return (column: string) => {
    const key = [`personalData.fields.${column}`, `cover.${column}`].find((each) =>
      i18n.exists(each),
    );
    return key ? t(key) : column;
  };
}

/** One section of the export: its heading, then each row as a list of labelled fields. */
function ExportSection({ section }: { section: Section }) {
  const { t } = useTranslation();
  const labelOf = useColumnLabel();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t(`personalData.sections.${section.section}`)}
      </h4>
      {section.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('personalData.export.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {section.rows.map((row, index) => (
            // Rows have no identity of their own in the export; their order is the server's.
            <li key={index} className="rounded-lg ring-1 ring-slate-200">
              <p className="sr-only">{t('personalData.export.row', { number: index + 1 })}</p>
              <dl className="divide-y divide-slate-100 text-sm">
                {Object.entries(row).map(([column, value]) => (
                  <div
                    key={column}
                    className="grid gap-1 px-3 py-2 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-4"
                  >
                    <dt className="text-slate-600">{labelOf(column)}</dt>
                    <dd className="min-w-0 font-medium">
                      <ExportedValueText column={column} value={value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The export as a readable page (law 09-08 article 7): one section per kind of record, in the
 * server's order, each row's fields labelled; an empty section says so.
 */
export function PersonalDataView({ exported }: { exported: PersonalDataExport }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        {t('personalData.export.generatedAt', { date: formatDateTime(exported.generatedAt) })}
      </p>
      {exported.sections.map((section) => (
        <ExportSection key={section.section} section={section} />
      ))}
    </div>
  );
}
