import { Check, Clock } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfferCard, QuoteComparison } from '../../../../domain/quotes/comparison.ts';
import { packs, type Guarantee } from '../../../../domain/reference/guarantees.ts';
import { Interpolated } from '../../../components/interpolated.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDelay, formatDh } from '../../../lib/format.ts';
import { GuaranteeTermsView } from './guarantee-terms.tsx';
import { InsurerLogo } from './insurer-logo.tsx';
import { OfferValidity } from './offer-validity.tsx';
import { AutomaticPriceBadge } from './automatic-price-badge.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { comparedGuarantees, termsLine } from './offer-terms.ts';
import { packParam } from '../api/paths.ts';
import { Stars } from './stars.tsx';

/** A row's cell, alike in an offer's column and in the column of row names, so their lines meet. */
const cell = 'border-t border-slate-200 px-5 py-2 md:px-4';

/**
 * The offers side by side for the pack they are ranked by (docs/product/specification.md §2
 * Choix de Compagnie; docs/product/offer-terms.md): one card per agency, in the server's order,
 * each with its three prices and, for that pack, every guarantee's level, franchise and ceiling
 * and the differences from the driver's request. On a phone the cards follow one another; from
 * `md` on they are columns of one grid (CSS subgrid), so each guarantee is one line across the
 * agencies, scrolling sideways under the column of guarantee names, which stays in place.
 */
export function OfferComparison({ data }: { data: QuoteComparison }) {
  const { t } = useTranslation();
  const pack = data.rankedBy;
  const rows = comparedGuarantees(
    pack,
    data.offers.map((offer) => offer.terms),
  );
  // Rows: the agency, the prices, one per guarantee (one for "not stated" when no offer states
  // terms), the conditions, the actions.
  const grid: CSSProperties = {
    gridTemplateColumns: `minmax(8rem, 11rem) repeat(${data.offers.length}, minmax(15rem, 1fr))`,
    gridTemplateRows: `repeat(${Math.max(rows.length, 1) + 4}, auto)`,
  };
  const names = 'text-sm font-semibold text-slate-800';
  return (
    <>
      <p className="mb-3 text-sm text-slate-700">
        {t('offerTerms.compareNote', { pack: t(`packs.${pack}`) })}
      </p>
      {/* Padded, so the cards' rings are not clipped by the scrolling box. */}
      <div className="md:-mx-1 md:overflow-x-auto md:px-1 md:pt-1 md:pb-3">
        <div className="md:grid md:gap-x-3" style={grid}>
          {/* The row names, for sighted readers: each card names its rows to screen readers. */}
          <div
            aria-hidden
            className="hidden md:sticky md:start-0 md:z-10 md:row-span-full md:grid md:grid-rows-subgrid md:bg-slate-50"
          >
            <span />
            <p className={`${cell} py-3 ${names}`}>{t('comparison.prices')}</p>
            {rows.length > 0 ? (
              rows.map((guarantee) => (
                <p key={guarantee} className={`${cell} ${names}`}>
                  {t(`guarantees.${guarantee}`)}
                </p>
              ))
            ) : (
              <span className={cell} />
            )}
            <p className={`${cell} ${names}`}>{t('offerTerms.conditions')}</p>
            <span />
          </div>
          <ol
            aria-label={t('comparison.title')}
            className="space-y-4 md:col-[2/-1] md:row-span-full md:grid md:grid-cols-subgrid md:grid-rows-subgrid md:space-y-0"
          >
            {data.offers.map((offer) => (
              <OfferColumn key={offer.id} offer={offer} data={data} rows={rows} />
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}

/**
 * How fast the agency prices and calls back, as medians the database computed; a measure with
 * too few quotes behind it comes as null and is not shown.
 */
function Responsiveness({ figures }: { figures: OfferCard['responsiveness'] }) {
  const { t } = useTranslation();
  const lines = [
    figures.pricing &&
      t('comparison.pricingDelay', {
        delay: formatDelay(figures.pricing.medianMinutes),
        count: figures.pricing.quoteCount,
      }),
    figures.callBack &&
      t('comparison.callBackDelay', {
        delay: formatDelay(figures.callBack.medianMinutes),
        count: figures.callBack.quoteCount,
      }),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <ul aria-label={t('comparison.responsiveness')} className="space-y-1 text-sm text-slate-700">
      {lines.map((line) => (
        <li key={line} className="flex items-start gap-2">
          <Clock aria-hidden size={14} className="mt-1 shrink-0 text-brand-700" />
          {line}
        </li>
      ))}
    </ul>
  );
}

/** Who offers: insurer, agency, reviews, responsiveness, validity and availability. */
function OfferHeader({ offer }: { offer: OfferCard }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2 p-5 md:p-4">
      <div className="flex items-center gap-3">
        <InsurerLogo name={offer.insurer.name} />
        <div>
          <h2 className="text-lg font-bold">{offer.insurer.name}</h2>
          <p className="text-sm text-slate-700">{offer.agency.name}</p>
        </div>
      </div>
      {offer.pricing?.automatic ? <AutomaticPriceBadge /> : null}
      <Stars average={offer.rating.average} count={offer.rating.count} />
      <ul className="space-y-1 text-sm text-slate-700">
        {[
          t('comparison.bulletApproved'),
          t('comparison.bulletThreePacks'),
          t('comparison.bulletCallback'),
        ].map((bullet) => (
          <li key={bullet} className="flex items-start gap-2">
            <Check aria-hidden size={14} className="mt-1 shrink-0 text-brand-700" />
            {bullet}
          </li>
        ))}
      </ul>
      <Responsiveness figures={offer.responsiveness} />
      {offer.review ? (
        <p className="text-sm text-slate-600 italic">
          <Interpolated
            i18nKey="comparison.review"
            values={{
              author: <bdi>{offer.review.author}</bdi>,
              text: <bdi>{offer.review.text}</bdi>,
            }}
          />
        </p>
      ) : null}
      <OfferValidity validUntil={offer.validUntil} className="text-xs text-slate-600" />
      {offer.available ? null : (
        <p className="rounded bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {t('comparison.unavailable')}
        </p>
      )}
    </div>
  );
}

/**
 * One agency's offer: who, its three prices with the ranked pack marked (and, for a price its
 * tariff grid computed, "Pourquoi ce prix ?" for that pack), that pack's guarantees
 * (or that the agency did not state them: an offer sent before agencies stated terms), its
 * conditions, and the way to its detail.
 */
function OfferColumn({
  offer,
  data,
  rows,
}: {
  offer: OfferCard;
  data: QuoteComparison;
  rows: readonly Guarantee[];
}) {
  const { t } = useTranslation();
  const pack = data.rankedBy;
  const guaranteesOf = t('offerTerms.guaranteesOf', { pack: t(`packs.${pack}`) });
  const spanRows: CSSProperties = { gridRow: `span ${Math.max(rows.length, 1)}` };
  const terms = offer.terms;
  const conditions = terms?.[pack].conditions;
  return (
    <li className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:row-span-full md:grid md:grid-rows-subgrid">
      <OfferHeader offer={offer} />
      <div className={`${cell} py-3`}>
        <dl aria-label={t('comparison.prices')} className="space-y-1">
          {packs.map((each) => (
            <div
              key={each}
              className={`flex items-baseline justify-between gap-3 rounded px-2 py-1 ${each === pack ? 'bg-brand-50 font-bold text-brand-900 ring-1 ring-brand-200' : 'text-sm text-slate-700'}`}
            >
              <dt>{t(`packs.${each}`)}</dt>
              <dd className="whitespace-nowrap">{formatDh(offer.prices[each])}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 text-xs text-slate-600">{t('packs.perYear')}</p>
        {offer.pricing ? (
          <div className="mt-2">
            <PriceBreakdown quoteId={data.id} offer={offer} pack={pack} />
          </div>
        ) : null}
      </div>
      <h3 className={`${cell} pt-3 text-sm font-bold md:hidden`}>{guaranteesOf}</h3>
      {terms ? (
        <dl aria-label={guaranteesOf} style={spanRows} className="md:grid md:grid-rows-subgrid">
          {rows.map((guarantee) => (
            <div key={guarantee} className={`${cell} text-sm max-md:first:border-t-0`}>
              <dt className="text-slate-600 md:sr-only">{t(`guarantees.${guarantee}`)}</dt>
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
      ) : (
        <p style={spanRows} className={`${cell} text-sm font-medium text-slate-700`}>
          {t('offerTerms.notStated')}
        </p>
      )}
      <div className={`${cell} text-sm`}>
        {conditions ? (
          <details>
            <summary className="cursor-pointer font-semibold text-brand-800">
              {t('offerTerms.conditions')}
            </summary>
            {/* The agency's own words, in their own direction (French in an Arabic page). */}
            <p dir="auto" className="mt-1 whitespace-pre-line text-slate-700">
              {conditions}
            </p>
          </details>
        ) : conditions === '' ? (
          <p className="text-slate-600">{t('offerTerms.noConditions')}</p>
        ) : null}
      </div>
      <div className="px-5 pt-3 pb-5 md:px-4">
        {data.selection?.offerId === offer.id ? (
          <p className="mb-2 rounded bg-brand-100 px-2 py-1 text-sm font-semibold text-brand-900">
            {t('comparison.selected')}
          </p>
        ) : null}
        <Link
          to={`/offre-page?devis=${data.id}&offre=${offer.id}&${packParam}=${pack}`}
          className={buttonClass('primary', 'w-full')}
          aria-label={`${t('comparison.detail')} — ${offer.insurer.name}`}
        >
          {t('comparison.detail')}
        </Link>
      </div>
    </li>
  );
}
