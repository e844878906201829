import { stringify } from 'csv-stringify/sync';
import type { QuoteTableRow } from '../../../domain/offers/quote-tables.ts';
import type { Language } from '../../../domain/languages.ts';
import { moroccoWallClock } from '../../../domain/morocco-time.ts';
import { translator } from '../../lib/i18n.ts';
import { dirhamsDecimal } from '../../../domain/money.ts';

/**
 * How a spreadsheet in each interface language reads a CSV file it opens (decision 0014): Excel
 * splits columns on the system's list separator and reads numbers with its decimal separator,
 * which are `;` and `,` under French and Moroccan Arabic regional settings, `,` and `.` under
 * English ones.
 */
export const spreadsheetConventions: Record<Language, { delimiter: string; decimal: string }> = {
  fr: { delimiter: ';', decimal: ',' },
  ar: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
};

/**
 * A back-office table as CSV that opens in columns in the reader's spreadsheet
 * (spreadsheetConventions): UTF-8 with a byte-order mark so Excel shows accents and Arabic,
 * headers and statuses in the reader's language, amounts in dirhams with the language's decimal
 * separator and no grouping, dates `YYYY-MM-DD HH:mm` on Morocco's clock (domain/morocco-time.ts,
 * as the screen shows them). Cells that start like a formula are escaped (csv-stringify `escape_formulas`;
 * OWASP CSV injection).
 */
export function quoteTableCsv(rows: QuoteTableRow[], language: Language): string {
  const t = translator(language);
  const { delimiter, decimal } = spreadsheetConventions[language];
  const when = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'UTC',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const body = stringify(
    rows.map((row) => [
      row.reference,
      when.format(moroccoWallClock(new Date(row.at))),
      row.driver.name,
      row.driver.age,
      row.driver.cin,
      row.driver.city,
      row.amountCentimes === null ? '' : dirhamsDecimal(row.amountCentimes).replace('.', decimal),
      t(`statuses.${row.status}`),
      row.selectedPack ? t(`csv.packs.${row.selectedPack}`) : '',
      row.policyNumber ?? '',
    ]),
    {
      header: true,
      delimiter,
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
