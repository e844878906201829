import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ar } from '../i18n/ar.ts';
import { fr } from '../i18n/fr.ts';
import { setLanguage } from '../i18n/index.ts';
import { ApiError } from './api-client.ts';
import { useApiForm, type ApiFormOptions, type ApiMutation } from './use-api-form.ts';

beforeAll(() => setLanguage('fr', { remember: false }));

const schema = z.strictObject({
  email: z.email('*Format invalide'),
  name: z.string().min(1, '*Champ obligatoire'),
});
type Values = z.infer<typeof schema>;

/**
 * The hook as a form component gets it: rendered once (server renderer, no DOM needed), then
 * submitted; its state is read through getFieldState, from the form's control, which outlives
 * the render.
 */
function renderForm(
  mutation: ApiMutation<Values, string>,
  options: ApiFormOptions<Values, Values, string> = {},
  values: Values = { email: 'amina@example.ma', name: 'Amina' },
) {
  let hook: ReturnType<typeof useApiForm<Values, Values, string>> | undefined;
  function Probe() {
    hook = useApiForm(schema, mutation, { defaultValues: values, ...options });
    return null;
  }
  renderToString(createElement(Probe));
  if (!hook) throw new Error('the form did not render');
  const { form, submit } = hook;
  return {
    form,
    submit: () => submit(),
    formError: () => form.getFieldState('root.server' as keyof Values).error?.message ?? null,
    fieldError: (name: keyof Values) => form.getFieldState(name).error?.message,
  };
}

const refusing = (error: unknown): ApiMutation<Values, string> => ({
  mutateAsync: () => Promise.reject(error),
  isPending: false,
});

describe('a form sent to the API', () => {
  it('sends the valid values and hands the answer to onSuccess, with no message', async () => {
    const mutateAsync = vi.fn((values: Values) => Promise.resolve(`sent ${values.email}`));
    const onSuccess = vi.fn();
    const view = renderForm({ mutateAsync, isPending: false }, { onSuccess });
    await view.submit();
    expect(mutateAsync).toHaveBeenCalledWith({ email: 'amina@example.ma', name: 'Amina' });
    expect(onSuccess.mock.calls[0]?.slice(0, 2)).toEqual([
      'sent amina@example.ma',
      { email: 'amina@example.ma', name: 'Amina' },
    ]);
    expect(view.formError()).toBeNull();
  });

  it('sends nothing the schema refuses: field messages, and the invalid sentence if any', async () => {
    const mutateAsync = vi.fn(() => Promise.resolve('sent'));
    const onInvalid = vi.fn();
    const view = renderForm(
      { mutateAsync, isPending: false },
      { invalidMessage: 'Veuillez corriger le formulaire.', onInvalid },
      { email: 'not an address', name: '' },
    );
    await view.submit();
    expect(mutateAsync).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(view.fieldError('email')).toBe('*Format invalide');
    expect(view.fieldError('name')).toBe('*Champ obligatoire');
    expect(view.formError()).toBe('Veuillez corriger le formulaire.');
  });

  it("puts the API's field messages under their fields and its message above the form", async () => {
    const refusal = new ApiError(409, 'emailTaken', 'Cette adresse est déjà utilisée.', {
      email: '*Adresse déjà utilisée',
    });
    const onError = vi.fn();
    const view = renderForm(refusing(refusal), { onError });
    await view.submit();
    expect(view.fieldError('email')).toBe('*Adresse déjà utilisée');
    expect(view.fieldError('name')).toBeUndefined();
    expect(view.formError()).toBe('Cette adresse est déjà utilisée.');
    expect(onError).toHaveBeenCalledWith(refusal, { email: 'amina@example.ma', name: 'Amina' });
  });

  it('shows one generic translated sentence for anything else thrown, never its text', async () => {
    const view = renderForm(refusing(new TypeError("Cannot read properties of undefined ('id')")));
    await view.submit();
    expect(view.formError()).toBe(fr.common.unexpectedError);
    await setLanguage('ar', { remember: false });
    try {
      await view.submit();
      expect(view.formError()).toBe(ar.common.unexpectedError);
    } finally {
      await setLanguage('fr', { remember: false });
    }
  });

  it('lets the form choose its sentence for a refusal', async () => {
    const view = renderForm(refusing(new ApiError(0, 'network', fr.common.networkError)), {
      errorMessage: (error, shown) =>
        error instanceof ApiError && error.code === 'network' ? 'Réessayez plus tard.' : shown,
    });
    await view.submit();
    expect(view.formError()).toBe('Réessayez plus tard.');
  });

  it('clears the last sentence when the values are sent again', async () => {
    let answer: Promise<string> = Promise.reject(new Error('boom'));
    const view = renderForm({ mutateAsync: () => answer, isPending: false });
    await view.submit();
    expect(view.formError()).toBe(fr.common.unexpectedError);
    answer = Promise.resolve('sent');
    await view.submit();
    expect(view.formError()).toBeNull();
  });

  it('validates and sends what `prepare` keeps, and nothing when beforeSend says wait', async () => {
    const mutateAsync = vi.fn(() => Promise.resolve('sent'));
    const view = renderForm(
      { mutateAsync, isPending: false },
      {
        prepare: (values) => ({ ...values, name: values.name.trim() }),
        beforeSend: (values) => values.name !== 'wait',
      },
      { email: 'amina@example.ma', name: ' wait ' },
    );
    await view.submit();
    expect(mutateAsync).not.toHaveBeenCalled();
    view.form.setValue('name', ' Amina ');
    await view.submit();
    expect(mutateAsync).toHaveBeenCalledWith({ email: 'amina@example.ma', name: 'Amina' });
  });
});
