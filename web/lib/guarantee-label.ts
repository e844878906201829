import type { TFunction } from 'i18next';
import { guaranteeOption, isNotWanted } from '../../domain/guarantees.ts';

/**
 * The label of a guarantee option code (`theft.F0`) in the interface language: amounts and
 * formulas as spec §9 writes them (`F0: 5000/5000/1000`, `5% Min. 1000DH`); assistance levels
 * and "Non souhaitée" (`theft.none`, decision 0012) translated.
 */
export function optionLabel(t: TFunction, code: string): string {
  const option = guaranteeOption(code);
  if (!option) return code;
  if (isNotWanted(code)) return t('guaranteeLevels.none');
  return option.guarantee === 'assistance'
    ? t(`assistanceOptions.${code.slice('assistance.'.length)}`)
    : option.label;
}
