import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldMessage } from '../../../components/ui/field-message.ts';

/** The label (`flow.fields.<name>`) and translated error message of a quote-flow field. */
function labelAndError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  t: TFunction,
  name: Path<T>,
) {
  const error = form.formState.errors[name]?.message;
  return {
    label: t(`flow.fields.${name}`),
    error: fieldMessage(t, typeof error === 'string' ? error : undefined),
  };
}

/** Props for a labelled quote-flow input: label, registration and error message. */
export function fieldProps<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  t: TFunction,
  name: Path<T>,
) {
  return { ...labelAndError(form, t, name), ...form.register(name) };
}

/** Props for a quote-flow FormSelectField: label, error message and the form's control. */
export function selectProps<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  t: TFunction,
  name: Path<T>,
) {
  return {
    ...labelAndError(form, t, name),
    control: form.control,
    name,
    placeholder: t('flow.choose'),
  };
}
