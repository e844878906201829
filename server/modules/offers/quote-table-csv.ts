import { stringify } from 'csv-stringify/sync';
import type { QuoteTableRow } from '../../../domain/back-office.types.ts';
import type { Language } from '../../../domain/languages.ts';
import { translator } from '../../lib/i18n.ts';

/**
 * A back-office table as CSV (issue 6 item 3): UTF-8 with a byte-order mark so Excel shows
 * accents and Arabic, headers and statuses in the reader's language, amounts in dirhams with a
 * dot, dates `YYYY-MM-DD HH:mm` in Morocco. Cells that start like a formula are escaped
 * (csv-stringify `escape_formulas`; OWASP CSV injection).
 */
export function quoteTableCsv(rows: QuoteTableRow[], language: Language): string {
  const t = translator(language);
  const when = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Africa/Casablanca',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const body = stringify(
    rows.map((row) => [
      row.reference,
      when.format(new Date(row.at)),
      row.driver.name,
      row.driver.age,
      row.driver.cin,
      row.driver.city,
      row.amountCentimes === null ? '' : (row.amountCentimes / 100).toFixed(2),
      t(`statuses.${row.status}`),
      row.selectedPack ? t(`csv.packs.${row.selectedPack}`) : '',
      row.policyNumber ?? '',
    ]),
    {
      header: true,
      columns: [
        t('csv.reference'),
        t('csv.date'),
        t('csv.client'),
        t('csv.age'),
        t('csv.cin'),
        t('csv.city'),
        t('csv.amount'),
        t('csv.status'),
        t('csv.pack'),
        t('csv.policyNumber'),
      ],
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
  return `\uFEFF${body}`;
}
