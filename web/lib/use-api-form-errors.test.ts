import { beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../i18n/fr.ts';
import { setLanguage } from '../i18n/index.ts';
import { ApiError } from './api-client.ts';
import { apiErrorMessage, applyApiError } from './use-api-form-errors.ts';

beforeAll(() => setLanguage('fr', { remember: false }));

describe('an error shown on a form', () => {
  it("puts the API's field messages under their fields and returns its message", () => {
    const set: [string, string | undefined][] = [];
    const shown = applyApiError(
      new ApiError(400, 'validationFailed', 'Veuillez corriger le formulaire.', {
        email: '*Format invalide',
      }),
      (field, error) => set.push([field, error.message]),
    );
    expect(shown).toBe('Veuillez corriger le formulaire.');
    expect(set).toEqual([['email', '*Format invalide']]);
  });

  it('never shows the text of anything else thrown, only the generic sentence', () => {
    const shown = applyApiError(
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      () => {
        throw new Error('no field is set');
      },
    );
    expect(shown).toBe(fr.common.unexpectedError);
  });

  it('says the same outside a form: the API message, or the generic sentence', () => {
    expect(apiErrorMessage(new ApiError(409, 'conflict', 'Ce devis a déjà une sélection.'))).toBe(
      'Ce devis a déjà une sélection.',
    );
    expect(apiErrorMessage(new Error('quota exceeded at 0x7f'))).toBe(fr.common.unexpectedError);
    expect(apiErrorMessage('raw text')).toBe(fr.common.unexpectedError);
  });
});
