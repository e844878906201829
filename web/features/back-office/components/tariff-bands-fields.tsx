import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AgencyTariffInput } from '../../../../domain/tariffs/api.ts';
import type { TariffFuel } from '../../../../domain/tariffs/fuels.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parseWholeNumber, type TariffFormValues } from '../lib/tariff-form.ts';
import { tariffFieldError } from '../lib/tariff-message.ts';

type Form = UseFormReturn<TariffFormValues, unknown, AgencyTariffInput>;

/**
 * One row's grid: on a phone "from" and "to" side by side, then the premium and the remove
 * button; from `sm` one line per band under the column headers, the fields' own labels then
 * read by screen readers only.
 */
const rowGrid = 'grid grid-cols-2 gap-2 sm:grid-cols-[7rem_7rem_minmax(9rem,14rem)_auto]';
const hiddenLabelFromSm = 'sm:[&>label]:sr-only';

/**
 * The RC bands of one tariff fuel (docs/product/tariffs.md): from CV, to CV (empty for the open
 * top band, "et plus"), premium in DH; a band is added after the last one, starting where it
 * ends. The list's own message (no open top band, no band) shows above it.
 */
export function TariffBandsFields({ form, fuel }: { form: Form; fuel: TariffFuel }) {
  const { t } = useTranslation();
  const name = `bands.${fuel}` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const { errors } = form.formState;
  const listError =
    tariffFieldError(t, errors, `${name}.root`) ?? tariffFieldError(t, errors, name);
  const addBand = () => {
    const last = form.getValues(name).at(-1);
    const lastTo = last ? parseWholeNumber(last.toCv) : null;
    append({ fromCv: lastTo === null ? '' : String(lastTo + 1), toCv: '', premium: '' });
  };
  const headingId = `bands-${fuel}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t(`tariffs.fuels.${fuel}`)}
      </h3>
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      <div aria-hidden className={`${rowGrid} hidden text-sm font-medium text-slate-800 sm:grid`}>
        <span>{t('tariffs.fromCv')}</span>
        <span>{t('tariffs.toCv')}</span>
        <span>{t('tariffs.premium')}</span>
      </div>
      <div className="space-y-2">
        {fields.map((field, index) => {
          const at = `${name}.${index}` as const;
          const number = index + 1;
          return (
            <div
              key={field.id}
              role="group"
              aria-label={t('tariffs.band', { number })}
              className={`${rowGrid} rounded-lg bg-slate-50 p-2 sm:bg-transparent sm:p-0`}
              data-testid={`band-${fuel}`}
            >
              <TextField
                label={t('tariffs.fromCv')}
                className={hiddenLabelFromSm}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                error={tariffFieldError(t, errors, `${at}.fromCv`)}
                {...form.register(`${at}.fromCv`)}
              />
              <TextField
                label={t('tariffs.toCv')}
                className={hiddenLabelFromSm}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                placeholder={t('tariffs.andMore')}
                error={tariffFieldError(t, errors, `${at}.toCv`)}
                {...form.register(`${at}.toCv`)}
              />
              <TextField
                label={t('tariffs.premium')}
                className={hiddenLabelFromSm}
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                error={tariffFieldError(t, errors, `${at}.premium`)}
                {...form.register(`${at}.premium`)}
              />
              <div className="flex items-end sm:items-start">
                <Button
                  type="button"
                  variant="ghost"
                  className="px-3"
                  aria-label={t('tariffs.removeBand', { number })}
                  title={t('tariffs.removeBand', { number })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden size={18} />
                </Button>
              </div>
            </div>
          );
        })}
      </div>
      <Button type="button" variant="secondary" onClick={addBand}>
        <Plus aria-hidden size={16} />
        {t('tariffs.addBand')}
      </Button>
    </section>
  );
}
