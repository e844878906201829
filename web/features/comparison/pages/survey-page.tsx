import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { apiErrorMessage } from '../../../lib/use-api-form-errors.ts';
import { FlowPage } from '../../../components/layout/flow-page.tsx';
import { useConfirmation, useSubmitSurvey } from '../api/quotes.ts';
import { useQuoteId } from '../components/quote-id.ts';

/**
 * /survey-form — the optional satisfaction survey after a selection (docs/product/design.md §8). The rating
 * counts, unsigned, in the agency's average; the comment is shown to other drivers only when
 * the author ticks the publication consent (unticked by default; law 09-08 consent).
 */
export default function SurveyPage() {
  const { t } = useTranslation();
  const { quoteId } = useQuoteId();
  const confirmation = useConfirmation(quoteId);
  const submit = useSubmitSurvey(quoteId ?? '');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [publishConsent, setPublishConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (rating < 1) return setError(t('validation.invalidRating'));
    try {
      await submit.mutateAsync({ rating, comment, publishConsent });
      setDone(true);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  };

  const answered = done || confirmation.data?.surveyAnswered;
  return (
    <FlowPage title={t('survey.title')} progress={100}>
      {answered ? (
        <div role="status" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="font-semibold">{done ? t('survey.thanks') : t('survey.already')}</p>
          <Link to="/mes-devis" className="mt-4 inline-block text-brand-800 underline">
            {t('confirmation.myQuotes')}
          </Link>
        </div>
      ) : (
        <form
          onSubmit={send}
          noValidate
          className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <p className="text-slate-700">{t('survey.intro')}</p>
          <p className="text-sm text-slate-600">{t('survey.ratingUse')}</p>
          <FormAlert message={error} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('survey.rating')}</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className="cursor-pointer">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                    className="peer sr-only"
                  />
                  <span className="sr-only">{t('survey.star', { count: value })}</span>
                  <Star
                    aria-hidden
                    size={32}
                    className={`peer-focus-visible:outline-2 peer-focus-visible:outline-amber-500 ${value <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300'}`}
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="survey-comment" className="mb-1 block text-sm font-medium">
              {t('survey.comment')}
            </label>
            <textarea
              id="survey-comment"
              value={comment}
              maxLength={1000}
              onChange={(event) => setComment(event.target.value)}
              rows={4}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </div>
          <CheckboxField
            label={t('survey.publishConsent')}
            checked={publishConsent}
            onChange={(event) => setPublishConsent(event.target.checked)}
          />
          <Button type="submit" loading={submit.isPending}>
            {t('survey.send')}
          </Button>
        </form>
      )}
    </FlowPage>
  );
}
