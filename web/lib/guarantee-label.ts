import type { TFunction } from 'i18next';
import { guaranteeOption, isNotWanted } from '../../domain/reference/guarantees.ts';

/** `10 000&5% Min. 1000DH`: a rate or amount with a minimum in dirhams (docs/product/specification.md §9). */
const withMinimum = /^(.+) Min\. (\d+)DH$/;
/** `7500DH`: an amount in dirhams. */
const amount = /^(\d+)DH$/;

/**
 * The label of a guarantee option code (`theft.F0`) in the interface language: amounts and
 * formulas as docs/product/specification.md §9 writes them (`F0: 5000/5000/1000`, `5% Min. 1000DH`), with their words
 * (Min., DH), the assistance levels and "Non souhaitée" (`theft.none`, decision 0012) from the
 * catalogue. The Arabic catalogue wraps the Latin runs in Unicode isolates (U+2066 … U+2069),
 * since a native `<option>` cannot hold a `<bdi>`: right to left, `10 000&5%` would otherwise
 * be reordered.
 */
export function optionLabel(t: TFunction, code: string): string {
  const option = guaranteeOption(code);
  if (!option) return code;
  if (isNotWanted(code)) return t('guaranteeLevels.none');
  if (option.guarantee === 'assistance')
    return t(`assistanceOptions.${code.slice('assistance.'.length)}`);
  const minimum = withMinimum.exec(option.label);
  if (minimum) return t('flow.optionValues.withMinimum', { base: minimum[1], minimum: minimum[2] });
  const dirhams = amount.exec(option.label);
  if (dirhams) return t('flow.optionValues.amount', { amount: dirhams[1] });
  return t('flow.optionValues.formula', { formula: option.label });
}
