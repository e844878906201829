import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyApiError } from './use-api-form-errors.ts';

/** What a form sends its values with: a TanStack mutation, or anything shaped like one. */
export interface ApiMutation<Values, Result> {
  mutateAsync: (values: Values) => Promise<Result>;
  isPending: boolean;
}

/** The form-level message lives in react-hook-form's root errors, cleared at each submit. */
const formErrorPath = 'root.server' as const;

export interface ApiFormOptions<
  Input extends FieldValues,
  Output extends FieldValues,
  Result,
> extends Omit<UseFormProps<Input, unknown, Output>, 'resolver'> {
  /** The values to validate and send, from what the form holds (e.g. one branch's fields). */
  prepare?: (values: Input) => Input;
  /** Called with valid values before sending; `false` holds them (e.g. to ask a confirmation). */
  beforeSend?: (values: Output) => boolean | void;
  /** After the API accepted the values. */
  onSuccess?: (
    result: Result,
    values: Output,
    form: UseFormReturn<Input, unknown, Output>,
  ) => void | Promise<void>;
  /** After the API refused them, once field messages are set (e.g. to offer a new link). */
  onError?: (error: unknown, values: Output) => void;
  /** The sentence above the form for a refusal, given the one `applyApiError` chose. */
  errorMessage?: (error: unknown, shown: string) => string;
  /** The sentence above the form when the browser refused the values (none by default). */
  invalidMessage?: string;
  /** When the browser refused the values, besides their messages. */
  onInvalid?: () => void;
}

/**
 * A form over a zod schema from domain/ that sends its values with a mutation
 * (docs/ARCHITECTURE.md: the browser validates with the server's schema). react-hook-form keeps
 * the values, shows each field's message and focuses the first invalid field; a refusal from
 * the API puts its field messages under their fields and one sentence above the form
 * (`formError`, for `FormAlert`): the API's own translated message, or the generic "unexpected
 * error" for anything else thrown, never its text (web/lib/use-api-form-errors.ts). What was
 * typed stays (docs/product/design.md §8).
 */
export function useApiForm<Input extends FieldValues, Output extends FieldValues, Result>(
  schema: z.ZodType<Output, Input>,
  mutation: ApiMutation<Output, Result>,
  options: ApiFormOptions<Input, Output, Result> = {},
) {
  const {
    prepare,
    beforeSend,
    onSuccess,
    onError,
    errorMessage,
    invalidMessage,
    onInvalid,
    ...formProps
  } = options;
  const validate = zodResolver(schema) as unknown as Resolver<Input, unknown, Output>;
  const form = useForm<Input, unknown, Output>({
    ...formProps,
    resolver: prepare
      ? (values, context, resolverOptions) => validate(prepare(values), context, resolverOptions)
      : validate,
  });
  const showFormError = (message: string) =>
    form.setError(formErrorPath, { type: 'server', message });

  const submit = form.handleSubmit(
    async (values) => {
      if (beforeSend?.(values) === false) return;
      try {
        const result = await mutation.mutateAsync(values);
        await onSuccess?.(result, values, form);
      } catch (error) {
        const shown = applyApiError(error, form.setError);
        onError?.(error, values);
        showFormError(errorMessage ? errorMessage(error, shown) : shown);
      }
    },
    () => {
      onInvalid?.();
      if (invalidMessage) showFormError(invalidMessage);
    },
  );

  return {
    form,
    /** The form's `onSubmit`. */
    submit,
    /** The sentence above the form, or null. */
    formError: form.formState.errors.root?.server?.message ?? null,
    /** True while the values are being sent. */
    pending: mutation.isPending,
  };
}
