import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OfferTerms } from '../../../../domain/offers/terms.ts';
import type { Guarantee, Pack } from '../../../../domain/reference/guarantees.ts';
import { GuaranteeTermsView } from './guarantee-terms.tsx';
import { alsoIncluded, termsLine } from './offer-terms.ts';

/**
 * One pack of an offer as its agency states it (domain/offers/terms.ts): each guarantee of
 * `rows` with its level, franchise, ceiling and any difference from the request, what else the
 * pack holds, then the pack's conditions. An offer sent before agencies stated terms says so
 * instead of guessing (the page then lists the pack's contents as the catalogue has them).
 */
export function PackTerms({
  pack,
  terms,
  rows,
}: {
  pack: Pack;
  terms: OfferTerms | null;
  rows: readonly Guarantee[];
}) {
  const { t } = useTranslation();
  const title = t('offerTerms.guaranteesOf', { pack: t(`packs.${pack}`) });
  if (!terms)
    return (
      <div className="space-y-1 text-sm">
        <p className="font-medium text-slate-800">{t('offerTerms.notStated')}</p>
        <p className="text-xs text-slate-600">{t('offer.franchise')}</p>
      </div>
    );
  const { conditions } = terms[pack];
  return (
    <div className="space-y-4 text-sm">
      <dl aria-label={title} className="divide-y divide-slate-100">
        {rows.map((guarantee) => (
          <div key={guarantee} className="py-2">
            <dt className="text-slate-600">{t(`guarantees.${guarantee}`)}</dt>
            <dd>
              <GuaranteeTermsView
                pack={pack}
                guarantee={guarantee}
                line={termsLine(terms, pack, guarantee)}
              />
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h4 className="font-semibold text-slate-900">{t('offerTerms.alsoIncluded')}</h4>
        <ul className="mt-1 space-y-1">
          {alsoIncluded(pack).map((item) => (
            <li key={item} className="flex items-start gap-2 text-slate-800">
              <Check aria-hidden size={16} className="mt-0.5 shrink-0 text-brand-700" />
              {t(`cover.${item}`)}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">{t('offerTerms.conditions')}</h4>
        {/* The agency's own words, in their own direction (French in an Arabic page). */}
        <p dir={conditions ? 'auto' : undefined} className="whitespace-pre-line text-slate-700">
          {conditions || t('offerTerms.noConditions')}
        </p>
      </div>
    </div>
  );
}
