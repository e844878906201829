import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type SubmitHandler,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { QuoteDraft } from '../../../../domain/quotes/request.ts';
import { draftQuery, useSaveDraftStep } from '../api/draft.ts';

type Step = 'vehicle' | 'driver' | 'guarantees';
type DraftValues = NonNullable<QuoteDraft[Step]>;

/** Milliseconds of quiet typing before the draft is saved. */
const autosaveDelay = 800;

/**
 * Focuses the submitted form's first control, in the page's order, whose field has an error.
 * react-hook-form's own focus (`shouldFocusError`) follows the order the fields registered in,
 * which is not the page's: a select registers when it renders, after the inputs around it.
 */
function focusFirstInvalid(errors: FieldErrors, event?: BaseSyntheticEvent) {
  const formElement: unknown = event?.target;
  if (!(formElement instanceof HTMLFormElement)) return;
  const first = [...formElement.elements].find((element) => {
    const name = element.getAttribute('name');
    return name !== null && name in errors;
  });
  if (first instanceof HTMLElement) first.focus();
}

/**
 * A quote-flow step form over its zod schema: fields start from the server draft, every change
 * is saved to it after a pause (so a reload or the back button loses nothing), and messages show
 * after the first submit attempt, the first wrong field in the page's order focused (docs/product/specification.md §5).
 */
export function useStepForm<Input extends FieldValues, Output>(
  step: Step,
  schema: z.ZodType<Output, Input>,
  emptyValues: Record<string, string | boolean>,
) {
  const { data: draft } = useSuspenseQuery(draftQuery);
  const saveDraft = useSaveDraftStep();
  const navigate = useNavigate();
  const [autosaveFailed, setAutosaveFailed] = useState(false);
  const [leaveFailed, setLeaveFailed] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyValues, ...draft[step] } as DefaultValues<Input>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { mutate } = saveDraft;
  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          mutate(
            { step, values: values as DraftValues },
            { onSuccess: () => setAutosaveFailed(false), onError: () => setAutosaveFailed(true) },
          );
        }, autosaveDelay);
      },
    });
    return () => {
      unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, mutate, step]);

  /**
   * Saves the step now, before leaving it. Resolves to whether the server has it: a step left
   * unsaved lives only in this tab's memory, and a reload (a page that cannot load offline
   * offers one) would lose it, so the flow stays on the step when this is false.
   */
  const saveNow = async (): Promise<boolean> => {
    clearTimeout(timer.current);
    try {
      await saveDraft.mutateAsync({ step, values: form.getValues() as DraftValues });
      setAutosaveFailed(false);
      setLeaveFailed(false);
      return true;
    } catch {
      setAutosaveFailed(true);
      return false;
    }
  };

  /**
   * Goes to another step (`to`) once this one is saved; if it could not be, stays and
   * `leaveFailed` says so, the values still on screen.
   */
  const leave = async (to: string) => {
    if (await saveNow()) navigate(to);
    else setLeaveFailed(true);
  };

  /** The form's submit handler: `onValid` with the step's values, else the first wrong field focused. */
  const submitStep = (onValid: SubmitHandler<Output>) =>
    form.handleSubmit(onValid, focusFirstInvalid);

  return { form, draft, saveNow, leave, submitStep, autosaveFailed, leaveFailed };
}
