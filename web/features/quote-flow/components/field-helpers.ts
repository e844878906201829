import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldMessage } from '../../../components/ui/field-message.ts';

/**
 * Props for a labelled quote-flow field: its label from `flow.fields.<name>`, its registration
 * and its translated error message.
 */
export function fieldProps<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  t: TFunction,
  name: Path<T>,
) {
  const error = form.formState.errors[name]?.message;
  return {
    label: t(`flow.fields.${name}`),
    error: fieldMessage(t, typeof error === 'string' ? error : undefined),
    ...form.register(name),
  };
}
