import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pack } from '../../../../domain/reference/guarantees.ts';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { TextField } from '../../../components/ui/text-field.tsx';

/**
 * One pack's yearly price TTC as agency staff type it, in dirhams (`priceDh`,
 * domain/offers/prices.ts: a comma, a point or Arabic digits): the price form's and the renewal
 * offer's field. `error` is the form's message key for it.
 */
export const PackPriceField = forwardRef<
  HTMLInputElement,
  { pack: Pack; error: unknown } & Omit<ComponentPropsWithoutRef<'input'>, 'type'>
>(function PackPriceField({ pack, error, ...input }, ref) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('backOffice.priceLabel', { pack: t(`packs.${pack}`) })}
      type="text"
      inputMode="decimal"
      // Digits grouped by spaces read in their own order in Arabic too (`2 345,50`).
      dir="ltr"
      autoComplete="off"
      placeholder={t('backOffice.pricePlaceholder')}
      error={fieldMessage(t, typeof error === 'string' ? error : undefined)}
      {...input}
    />
  );
});
