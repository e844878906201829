import { useTranslation } from 'react-i18next';
import { intlLocales } from '../../../../domain/languages.ts';
import type { OfferCard } from '../../../../domain/quotes/comparison.ts';
import { guarantees, packs } from '../../../../domain/reference/guarantees.ts';
import { ReferenceText } from '../../../components/quote-reference.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { formatDate, formatDh } from '../../../lib/format.ts';
import { useNationalPhone } from '../../../lib/national-phone.ts';
import { GuaranteeTermsView } from './guarantee-terms.tsx';
import { alsoIncluded, termsLine } from './offer-terms.ts';

/**
 * The offer as one printed A4 page (shown only in print, `print:block`; the page's print button
 * calls window.print()). It states what ACAPS instruction P.IN.02/2022 asks an online offer to
 * state (docs/product/morocco.md): the main features of the cover — the three packs' yearly
 * prices TTC and guarantees with their levels, franchises and ceilings — the offer's validity,
 * the withdrawal right and the costs; and who offers: insurer, agency and its ACAPS approval
 * (law 17-99).
 */
export function OfferSheet({ offer, reference }: { offer: OfferCard; reference: string }) {
  const { t } = useTranslation();
  const list = new Intl.ListFormat(intlLocales[currentLanguage()], { type: 'conjunction' });
  const terms = offer.terms;
  const agencyPhone = useNationalPhone(offer.agency.phone);
  const cellClass = 'border border-slate-400 px-1.5 py-1 align-top text-start';
  return (
    <section className="hidden text-[8.5pt] leading-snug text-black print:block">
      <header className="flex items-start justify-between gap-4 border-b-2 border-slate-800 pb-1.5">
        <div>
          <h2 className="text-[14pt] font-bold">{t('offerTerms.sheetTitle')}</h2>
          <p>
            <ReferenceText i18nKey="offerTerms.sheetQuote" reference={reference} />
          </p>
        </div>
        <p className="text-[12pt] font-bold text-brand-900">{t('common.appName')}</p>
      </header>
      <div className="grid grid-cols-2 gap-4 py-2">
        <div>
          <p className="text-[10pt] font-bold">
            {t('offerTerms.insurer', { name: offer.insurer.name })}
          </p>
          <p className="font-semibold">{t('offerTerms.agency', { name: offer.agency.name })}</p>
          <p>
            <bdi>{offer.agency.address}</bdi>
          </p>
          <p>
            <bdi dir="ltr">{agencyPhone}</bdi>
          </p>
        </div>
        <div>
          <p>{t('comparison.acaps', { number: offer.agency.acapsApprovalNumber })}</p>
          <p className="font-semibold">
            {t('comparison.validUntil', { date: formatDate(offer.validUntil) })}
          </p>
        </div>
      </div>
      <table className="w-full table-fixed border-collapse">
        <thead>
          <tr className="bg-slate-100">
            <th scope="col" className={`${cellClass} w-[22%]`}>
              {t('offerTerms.guarantee')}
            </th>
            {packs.map((pack) => (
              <th key={pack} scope="col" className={cellClass}>
                {t(`packs.${pack}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={cellClass}>
              {t('offerTerms.yearlyPrice')}
            </th>
            {packs.map((pack) => (
              <td key={pack} className={`${cellClass} text-[10pt] font-bold`}>
                <bdi>{formatDh(offer.prices[pack])}</bdi>
              </td>
            ))}
          </tr>
          {terms ? (
            guarantees.map((guarantee) => (
              <tr key={guarantee}>
                <th scope="row" className={cellClass}>
                  {t(`guarantees.${guarantee}`)}
                </th>
                {packs.map((pack) => (
                  <td key={pack} className={cellClass}>
                    <GuaranteeTermsView
                      pack={pack}
                      guarantee={guarantee}
                      line={termsLine(terms, pack, guarantee)}
                    />
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <th scope="row" className={cellClass}>
                {t('offerTerms.guarantee')}
              </th>
              <td colSpan={packs.length} className={`${cellClass} font-semibold`}>
                {t('offerTerms.notStated')}
              </td>
            </tr>
          )}
          <tr>
            <th scope="row" className={cellClass}>
              {t('offerTerms.alsoIncluded')}
            </th>
            {packs.map((pack) => (
              <td key={pack} className={cellClass}>
                {list.format(alsoIncluded(pack).map((item) => t(`cover.${item}`)))}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={cellClass}>
              {t('offerTerms.conditions')}
            </th>
            {packs.map((pack) => (
              <td key={pack} className={`${cellClass} whitespace-pre-line`}>
                {terms?.[pack].conditions ? (
                  <p dir="auto">{terms[pack].conditions}</p>
                ) : terms ? (
                  t('offerTerms.noConditions')
                ) : null}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <div className="mt-2 space-y-1 border-t border-slate-400 pt-1.5">
        <p>{t('offerTerms.withdrawal')}</p>
        <p>{t('offerTerms.costs')}</p>
      </div>
    </section>
  );
}
