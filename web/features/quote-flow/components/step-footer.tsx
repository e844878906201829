import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { fieldMessage } from '../../../components/ui/field-message.ts';
import { LegalLinks } from '../../../components/ui/legal-links.tsx';
import type { StepSaveState } from './use-step-form.ts';

/**
 * The end of a quote-flow step (docs/product/specification.md §2): the terms checkbox with links to the texts it
 * accepts, a notice when the draft could not be saved (announced, beside the buttons, when it
 * kept the driver on the step), the support link to /contact, and the Précédent / next buttons.
 */
export function StepFooter({
  termsLabel,
  termsError,
  terms,
  saveState,
  onPrevious,
  submitLabel,
  submitting = false,
}: {
  termsLabel: string;
  termsError: unknown;
  terms: UseFormRegisterReturn;
  saveState: StepSaveState;
  onPrevious?: () => void;
  submitLabel: string;
  submitting?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CheckboxField
        label={termsLabel}
        error={fieldMessage(t, typeof termsError === 'string' ? termsError : undefined)}
        {...terms}
      />
      <LegalLinks intro={t('flow.legalLinks')} />
      {saveState === 'notSavedOnLeaving' ? (
        <p role="alert" className="text-sm font-medium text-amber-900">
          {t('flow.stepNotSaved')}
        </p>
      ) : saveState === 'autosaveFailed' ? (
        <p className="text-sm text-amber-800">{t('flow.draftSaveFailed')}</p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Link to="/contact" className="text-sm font-medium text-brand-800 underline">
          {t('flow.support')}
        </Link>
        <div className="flex gap-2">
          {onPrevious ? (
            <Button type="button" variant="secondary" onClick={onPrevious}>
              {t('flow.previous')}
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </>
  );
}
