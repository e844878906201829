import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import type { OfferPricesInput } from '../../../../domain/offers/prices.ts';
import {
  conditionsMaxLength,
  differsFromRequest,
  levelTerms,
  offerableLevels,
  packGuarantees,
  type OfferTerms,
} from '../../../../domain/offers/terms.ts';
import { type OfferTermsInput } from '../../../../domain/offers/terms-input.ts';
import { dirhamsDecimal } from '../../../../domain/money.ts';
import type { Guarantee, Pack } from '../../../../domain/reference/guarantees.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { optionLabel } from '../../../lib/guarantee-label.ts';

/** An amount in centimes as a field shows it for editing: `1000` or `1000,50` (fr, ar), '' for none. */
function editableAmount(centimes: number | null): string {
  if (centimes === null) return '';
  const text = dirhamsDecimal(centimes).replace(/\.00$/, '');
  return currentLanguage() === 'en' ? text : text.replace('.', ',');
}

/** A percentage as a field shows it: `2,5` (fr, ar), '' for none. */
function editablePercent(percent: number | null): string {
  if (percent === null) return '';
  const text = String(percent);
  return currentLanguage() === 'en' ? text : text.replace('.', ',');
}

/** The form's amount fields of one level's terms, as text. */
function editableLevelTerms(terms: ReturnType<typeof levelTerms>) {
  return {
    franchiseAmount: editableAmount(terms.franchise?.amountCentimes ?? null),
    franchisePercent: editablePercent(terms.franchise?.percent ?? null),
    franchiseMinimum: editableAmount(terms.franchise?.minimumCentimes ?? null),
    ceiling: editableAmount(terms.ceilingCentimes),
  };
}

/**
 * The price form's terms, pre-filled with the offer's last terms, else with what the driver
 * asked for (`defaultOfferTerms`), as the fields show them.
 */
export function editableOfferTerms(terms: OfferTerms): OfferTermsInput {
  const packOf = (pack: Pack) => ({
    conditions: terms[pack].conditions,
    guarantees: Object.fromEntries(
      terms[pack].guarantees.map((line) => [
        line.guarantee,
        { level: line.level, ...editableLevelTerms(line) },
      ]),
    ),
  });
  return {
    basic: packOf('basic'),
    intermediate: packOf('intermediate'),
    premium: packOf('premium'),
  } as OfferTermsInput;
}

type Form = UseFormReturn<OfferPricesInput>;
type LineField = 'level' | 'franchiseAmount' | 'franchisePercent' | 'franchiseMinimum' | 'ceiling';

/** Whether any field of a pack's terms has a message: its panel then opens to show it. */
export function packTermsHaveErrors(errors: FieldErrors<OfferPricesInput>, pack: Pack): boolean {
  return Boolean(errors.terms?.[pack]);
}

/**
 * One guarantee line of a pack: the level offered (the driver's request pre-selected and shown
 * beside it), said plainly when it departs from the request; its franchise (a fixed amount,
 * and/or a percentage with a minimum) and its ceiling. Choosing another level fills the
 * amounts with that level's own (`levelTerms`), which the agency may change.
 */
function GuaranteeLine({
  form,
  pack,
  guarantee,
  requested,
  disabled,
}: {
  form: Form;
  pack: Pack;
  guarantee: Guarantee;
  requested: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const path = (field: LineField) => `terms.${pack}.guarantees.${guarantee}.${field}` as const;
  const level = useWatch({ control: form.control, name: path('level') });
  const lineErrors = form.formState.errors.terms?.[pack]?.guarantees?.[guarantee];
  const message = (field: LineField) => {
    const error = lineErrors?.[field]?.message;
    return fieldMessage(t, typeof error === 'string' ? error : undefined);
  };
  const levelField = form.register(path('level'));
  const departs = typeof level === 'string' && differsFromRequest(requested, level);
  const amount = (field: LineField, label: string, unit: 'dh' | 'percent') => (
    <TextField
      label={label}
      type="text"
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      disabled={disabled}
      placeholder={unit === 'dh' ? t('backOffice.terms.dhPlaceholder') : '%'}
      error={message(field)}
      {...form.register(path(field))}
    />
  );
  return (
    <fieldset className="space-y-2 border-t border-slate-200 pt-3">
      <legend className="font-semibold text-slate-900">{t(`guarantees.${guarantee}`)}</legend>
      <p className="text-xs text-slate-600">
        {t('backOffice.terms.requested')} <bdi>{optionLabel(t, requested)}</bdi>
      </p>
      <SelectField
        label={t('backOffice.terms.level')}
        placeholder={t('flow.choose')}
        options={offerableLevels(guarantee).map((code) => ({
          value: code,
          label: optionLabel(t, code),
        }))}
        disabled={disabled}
        error={message('level')}
        {...levelField}
        onChange={(event) => {
          void levelField.onChange(event);
          const terms = editableLevelTerms(levelTerms(event.target.value));
          for (const field of [
            'franchiseAmount',
            'franchisePercent',
            'franchiseMinimum',
            'ceiling',
          ] as const)
            form.setValue(path(field), terms[field], { shouldDirty: true });
        }}
      />
      {departs ? (
        <p
          data-testid={`departs-${pack}-${guarantee}`}
          className="flex items-start gap-1 text-sm font-medium text-amber-900"
        >
          <AlertTriangle aria-hidden size={16} className="mt-0.5 shrink-0" />
          {t('backOffice.terms.departs')}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        {amount('franchiseAmount', t('backOffice.terms.franchiseAmount'), 'dh')}
        {amount('franchisePercent', t('backOffice.terms.franchisePercent'), 'percent')}
        {amount('franchiseMinimum', t('backOffice.terms.franchiseMinimum'), 'dh')}
        {amount('ceiling', t('backOffice.terms.ceiling'), 'dh')}
      </div>
    </fieldset>
  );
}

/**
 * What one pack offers besides its price (docs/product/offer-terms.md): a line per guarantee
 * the pack holds and the pack's conditions, folded under the price so that an agency keeping the
 * driver's levels types only its prices; unfolded while one of its fields has a message.
 */
export function PackTermsFields({
  form,
  pack,
  requested,
  disabled,
}: {
  form: Form;
  pack: Pack;
  requested: Record<Guarantee, string>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const conditions = useWatch({ control: form.control, name: `terms.${pack}.conditions` });
  const conditionsError = form.formState.errors.terms?.[pack]?.conditions?.message;
  const lines = useWatch({ control: form.control, name: `terms.${pack}.guarantees` }) as
    Partial<Record<Guarantee, { level?: unknown }>> | undefined;
  const departures = packGuarantees[pack].filter((guarantee) => {
    const level = lines?.[guarantee]?.level;
    return typeof level === 'string' && differsFromRequest(requested[guarantee], level);
  }).length;
  return (
    <details
      className="rounded-xl bg-slate-50 p-3 text-sm"
      open={packTermsHaveErrors(form.formState.errors, pack) || undefined}
    >
      <summary className="cursor-pointer font-semibold text-brand-900">
        {t('backOffice.terms.summary')}
        {departures > 0 ? (
          <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
            {t('backOffice.terms.departures', { count: departures })}
          </span>
        ) : null}
      </summary>
      <div className="mt-3 space-y-3">
        {packGuarantees[pack].map((guarantee) => (
          <GuaranteeLine
            key={guarantee}
            form={form}
            pack={pack}
            guarantee={guarantee}
            requested={requested[guarantee]}
            disabled={disabled}
          />
        ))}
        <TextAreaField
          label={t('backOffice.terms.conditions')}
          hint={t('backOffice.terms.conditionsHint', {
            count: conditionsMaxLength - (typeof conditions === 'string' ? conditions.length : 0),
          })}
          rows={3}
          maxLength={conditionsMaxLength}
          disabled={disabled}
          error={fieldMessage(t, typeof conditionsError === 'string' ? conditionsError : undefined)}
          {...form.register(`terms.${pack}.conditions`)}
        />
      </div>
    </details>
  );
}
