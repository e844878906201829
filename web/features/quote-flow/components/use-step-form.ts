import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { QuoteDraft } from '../../../../domain/quotes/request.ts';
import { draftQuery, useSaveDraftStep } from '../api/draft.ts';

type Step = 'vehicle' | 'driver' | 'guarantees';
type DraftValues = NonNullable<QuoteDraft[Step]>;

/** Milliseconds of quiet typing before the draft is saved. */
const autosaveDelay = 800;

/**
 * A quote-flow step form over its zod schema: fields start from the server draft, every change
 * is saved to it after a pause (so a reload or the back button loses nothing), and messages show
 * after the first submit attempt (docs/product/specification.md §5).
 */
export function useStepForm<Input extends FieldValues, Output>(
  step: Step,
  schema: z.ZodType<Output, Input>,
  emptyValues: Record<string, string | boolean>,
) {
  const { data: draft } = useSuspenseQuery(draftQuery);
  const saveDraft = useSaveDraftStep();
  const [autosaveFailed, setAutosaveFailed] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyValues, ...draft[step] } as DefaultValues<Input>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
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

  /** Saves the step now (before leaving it); resolves even if the save fails. */
  const saveNow = async () => {
    clearTimeout(timer.current);
    try {
      await saveDraft.mutateAsync({ step, values: form.getValues() as DraftValues });
      setAutosaveFailed(false);
    } catch {
      setAutosaveFailed(true);
    }
  };

  return { form, draft, saveNow, autosaveFailed };
}
