import { useState } from 'react';
import { get, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  guaranteeOption,
  guarantees,
  type Guarantee,
} from '../../../../domain/reference/guarantees.ts';
import type { AgencyTariffInput } from '../../../../domain/tariffs/api.ts';
import { premiumBases } from '../../../../domain/tariffs/grid.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { optionLabel } from '../../../lib/guarantee-label.ts';
import { priceableLevels, type TariffFormValues } from '../lib/tariff-form.ts';
import { tariffFieldError } from '../lib/tariff-message.ts';

type Form = UseFormReturn<TariffFormValues, unknown, AgencyTariffInput>;

/** Each guarantee's rows of the form's `premiums`, by the levels' catalogue order. */
const rowsOf = (guarantee: Guarantee) =>
  priceableLevels.flatMap((level, index) =>
    guaranteeOption(level)?.guarantee === guarantee ? [{ level, index }] : [],
  );

/**
 * One level's premium: its basis (not priced, flat DH, % of the new or market value), then the
 * flat amount, or the rate with its optional minimum. A level not priced shows nothing more.
 */
function LevelRow({ form, level, index }: { form: Form; level: string; index: number }) {
  const { t } = useTranslation();
  const at = `premiums.${index}` as const;
  const basis = useWatch({ control: form.control, name: `${at}.basis` });
  const { errors } = form.formState;
  const text = (field: 'amount' | 'minimum', label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      error={tariffFieldError(t, errors, `${at}.${field}`)}
      {...form.register(`${at}.${field}`)}
    />
  );
  return (
    <div
      role="group"
      aria-label={optionLabel(t, level)}
      className="grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-[minmax(10rem,14rem)_15rem_8rem_9rem] sm:items-start"
      data-testid={`premium-${level}`}
    >
      <p className="text-sm font-medium text-slate-900 sm:pt-8">
        <bdi>{optionLabel(t, level)}</bdi>
      </p>
      <SelectField
        label={t('tariffs.basis')}
        placeholder={t('flow.choose')}
        options={[
          { value: 'none', label: t('tariffs.bases.none') },
          ...premiumBases.map((value) => ({ value, label: t(`tariffs.bases.${value}`) })),
        ]}
        error={tariffFieldError(t, errors, `${at}.basis`)}
        {...form.register(`${at}.basis`)}
      />
      {basis === 'flat' ? text('amount', t('tariffs.amount')) : null}
      {basis === 'newValue' || basis === 'marketValue' ? (
        <>
          {text('amount', t('tariffs.rate'))}
          {text('minimum', t('tariffs.minimum'))}
        </>
      ) : null}
    </div>
  );
}

/**
 * One guarantee's premiums, folded: its levels, each optional (an unpriced level is not
 * offered), and its vehicle age limit. Open at first when a level is priced, and whenever one
 * of its fields has a message.
 */
function GuaranteePremiums({ form, guarantee }: { form: Form; guarantee: Guarantee }) {
  const { t } = useTranslation();
  const rows = rowsOf(guarantee);
  const premiums = useWatch({ control: form.control, name: 'premiums' });
  const priced = rows.filter(({ index }) => (premiums[index]?.basis ?? 'none') !== 'none').length;
  const [open, setOpen] = useState(priced > 0);
  const { errors } = form.formState;
  const ageIndex = guarantees.indexOf(guarantee);
  const hasErrors =
    rows.some(({ index }) => get(errors, `premiums.${index}`) !== undefined) ||
    get(errors, `ageLimits.${ageIndex}`) !== undefined;
  return (
    <details
      className="rounded-xl bg-slate-50 p-3"
      open={open || hasErrors}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid={`guarantee-${guarantee}`}
    >
      <summary className="cursor-pointer font-semibold text-brand-900">
        {t(`guarantees.${guarantee}`)}
        <span className="ms-2 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
          {t('tariffs.priced', { count: priced })}
        </span>
      </summary>
      <div className="mt-3 space-y-3">
        {rows.map(({ level, index }) => (
          <LevelRow key={level} form={form} level={level} index={index} />
        ))}
      </div>
      <TextField
        className="mt-4 max-w-xs"
        label={t('tariffs.ageLimit')}
        hint={t('tariffs.ageLimitHint')}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        error={tariffFieldError(t, errors, `ageLimits.${ageIndex}.years`)}
        {...form.register(`ageLimits.${ageIndex}.years`)}
      />
    </details>
  );
}

/** The guarantees' premiums and age limits of the Barème, one folded panel per guarantee. */
export function TariffPremiumsFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const listError = tariffFieldError(t, form.formState.errors, 'premiums.root');
  return (
    <div className="space-y-3">
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      {guarantees.map((guarantee) => (
        <GuaranteePremiums key={guarantee} form={form} guarantee={guarantee} />
      ))}
    </div>
  );
}
