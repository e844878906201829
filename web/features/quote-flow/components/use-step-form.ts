import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
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
import { draftQuery, saveDraftStep } from '../api/draft.ts';

type Step = 'vehicle' | 'driver' | 'guarantees';
type DraftValues = NonNullable<QuoteDraft[Step]>;

/**
 * Whether the server has the step as on screen: `autosaveFailed` when a save after a pause or
 * as the page went failed (the next one may still succeed), `notSavedOnLeaving` when the driver
 * asked for another step and this one could not be saved, so they stay on it.
 */
export type StepSaveState = 'saved' | 'autosaveFailed' | 'notSavedOnLeaving';

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
 * is saved to it after a pause, or at once when the page goes before the pause is over (so a
 * reload or the back button loses nothing), and messages show
 * after the first submit attempt, the first wrong field in the page's order focused (docs/product/specification.md §5).
 */
export function useStepForm<Input extends FieldValues, Output>(
  step: Step,
  schema: z.ZodType<Output, Input>,
  emptyValues: Record<string, string | boolean>,
) {
  const { data: draft } = useSuspenseQuery(draftQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saveState, setSaveState] = useState<StepSaveState>('saved');
  /** The latest save sent: an earlier one that answers after it says nothing of the step. */
  const latestSave = useRef(0);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyValues, ...draft[step] } as DefaultValues<Input>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  /**
   * Sends `values` as the step's part of the draft (`keepalive` as the page goes); resolves to
   * whether the server has them. The latest save sets `saveState`: `failure` is what its
   * failure means (the driver asked to leave the step, or not).
   */
  const send = useCallback(
    (
      values: DraftValues,
      {
        keepalive = false,
        failure = 'autosaveFailed',
      }: { keepalive?: boolean; failure?: StepSaveState } = {},
    ) => {
      const save = ++latestSave.current;
      const settle = (saved: boolean) => {
        if (save === latestSave.current) setSaveState(saved ? 'saved' : failure);
        return saved;
      };
      return saveDraftStep(queryClient, { step, values }, { keepalive }).then(
        () => settle(true),
        () => settle(false),
      );
    },
    [queryClient, step],
  );

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Values typed and not yet sent: the pause after the last change has not ended. */
  const unsent = useRef<DraftValues | null>(null);
  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        unsent.current = values as DraftValues;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          unsent.current = null;
          void send(values as DraftValues);
        }, autosaveDelay);
      },
    });
    // The page goes (a reload, a link, the tab closed or hidden on a phone, which may end it)
    // before the pause is over: what was typed is sent now, and kept alive past the page.
    const sendUnsent = () => {
      clearTimeout(timer.current);
      const values = unsent.current;
      if (!values) return;
      unsent.current = null;
      void send(values, { keepalive: true });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') sendUnsent();
    };
    window.addEventListener('pagehide', sendUnsent);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', sendUnsent);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      sendUnsent();
    };
  }, [form, send]);

  /**
   * Saves the step now, before leaving it. Resolves to whether the server has it: a step left
   * unsaved lives only in this tab's memory, and a reload (a page that cannot load offline
   * offers one) would lose it, so the flow stays on the step when this is false. `failure` is
   * the `saveState` a failure sets (`autosaveFailed` unless told).
   */
  const saveNow = (failure?: StepSaveState): Promise<boolean> => {
    clearTimeout(timer.current);
    unsent.current = null;
    return send(form.getValues() as DraftValues, { failure });
  };

  /**
   * Goes to another step (`to`) once this one is saved; if it could not be, stays and
   * `saveState` says so, the values still on screen.
   */
  const leave = async (to: string) => {
    if (await saveNow('notSavedOnLeaving')) navigate(to);
  };

  /** The form's submit handler: `onValid` with the step's values, else the first wrong field focused. */
  const submitStep = (onValid: SubmitHandler<Output>) =>
    form.handleSubmit(onValid, focusFirstInvalid);

  /**
   * Whether to ask for the fields to be fixed: a submit was refused and a field is still wrong.
   * Read from the errors, not `isValid`: react-hook-form computes that only once something reads
   * it, so first read after a valid submit that stayed (an unsaved step), it was still false.
   */
  const fixErrors = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;

  return { form, draft, saveNow, leave, submitStep, fixErrors, saveState };
}
