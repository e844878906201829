import { Printer } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { packs, type Pack } from '../../../../domain/reference/guarantees.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ApiError, isNetworkError } from '../../../lib/api-client.ts';
import { formatDh } from '../../../lib/format.ts';
import { loadAhead } from '../../../lib/load-ahead.ts';
import { FlowPage, useRouteFrame } from '../../../components/layout/flow-page.tsx';
import { useComparison, useSelectOffer } from '../api/quotes.ts';
import { PackContents } from '../../../components/pack-contents.tsx';
import { OfferHistory } from '../components/offer-history.tsx';
import { OfferSheet } from '../components/offer-sheet.tsx';
import { comparedGuarantees } from '../components/offer-terms.ts';
import { OfferValidity } from '../components/offer-validity.tsx';
import { PackTerms } from '../components/pack-terms.tsx';
import { AutomaticPriceBadge } from '../components/automatic-price-badge.tsx';
import { PriceBreakdown } from '../components/price-breakdown.tsx';
import { packFromUrl, packParam, quoteIdFromUrl } from '../api/paths.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';

/**
 * /offre-page (alias /Offre) — Choix de L'offre (docs/product/specification.md §2): the agency's three packs with their
 * contents and yearly prices TTC ("Pourquoi ce prix ?" for a price its tariff grid computed),
 * each guarantee's level, franchise and ceiling with the differences from the driver's request,
 * each pack's conditions (docs/product/offer-terms.md), the offer's validity, the agency's ACAPS
 * approval number (ACAPS P.IN.02/2022), what the agency revised since first sending it, and a
 * Sélectionner button per pack that first asks the driver to confirm sending their contact
 * details. "Imprimer l'offre" prints it as one A4 sheet (OfferSheet). Without a quote and offer
 * of this driver in the URL, it says so and leads to Mes devis. A choice the network did not
 * carry is said in the dialog, which stays open; a choice refused, or made meanwhile in another
 * tab, is said above the packs, with the quote as it now stands.
 */
/** The comparison, started with this code (router.tsx `lazyPage`). */
export { prefetchOffer as pageData } from '../api/quotes.ts';

/**
 * The dialog that asks before a choice is sent, with the agency's number (formatted by
 * libphonenumber-js): its code loads once the offer is on screen rather than before the offer,
 * and is there by the time the driver presses Sélectionner, network or not by then.
 */
const loadConfirmSelection = () => import('../components/confirm-selection.tsx');
const ConfirmSelection = lazy(async () => ({
  default: (await loadConfirmSelection()).ConfirmSelection,
}));

export default function OfferPage() {
  const { t } = useTranslation();
  const frame = useRouteFrame();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const quoteId = quoteIdFromUrl(params);
  const offerId = params.get('offre');
  const rankedBy = packFromUrl(params);
  const comparison = useComparison(quoteId, rankedBy);
  const select = useSelectOffer(quoteId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [asked, setAsked] = useState<Pack | null>(null);
  // From the press until the page knows whose choice the quote holds.
  const [checking, setChecking] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  // The message replaces the closed dialog: it takes the focus, so it is seen and read.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const offer = comparison.data?.offers.find((o) => o.id === offerId);
  const offerShown = offer !== undefined;
  useEffect(() => {
    if (offerShown) void loadAhead(loadConfirmSelection);
  }, [offerShown]);
  const selection = comparison.data?.selection;
  // The server says whether the quote still takes a choice (open, with offers).
  const selectable = comparison.data?.abilities.select ?? false;
  // Every offer's terms repeat the driver's request: all of them say what a pack leaves out.
  const allTerms = comparison.data?.offers.map((o) => o.terms) ?? [];

  const choose = async (pack: Pack) => {
    if (!quoteId || !offerId) return;
    setError(null);
    setDialogError(null);
    setChecking(true);
    try {
      await select.mutateAsync({ offerId, pack });
    } catch (failure) {
      setChecking(false);
      // The server was not reached: nothing was sent, and the driver may press again.
      if (isNetworkError(failure)) {
        setDialogError(t('offer.selectOffline'));
        return;
      }
      setAsked(null);
      setError(failure instanceof ApiError ? failure.message : t('offer.selectFailed'));
      void comparison.refetch();
      return;
    }
    // The server answers a repeated choice with the one it holds (docs/product/design.md §5),
    // also one made meanwhile in another tab: the quote read afresh says whose it is.
    const held = (await comparison.refetch()).data?.selection;
    setChecking(false);
    if (held && (held.offerId !== offerId || held.pack !== pack)) {
      setAsked(null);
      setError(t('offer.alreadyChosen'));
      return;
    }
    navigate(`/confirmation?devis=${quoteId}`);
  };

  const missing = !quoteId || !offerId || comparison.isError || (comparison.data && !offer);
  if (missing) {
    return (
      <FlowPage {...frame} title={t('offer.notFoundTitle')}>
        <div
          role="status"
          className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <p className="text-slate-700">{t('offer.notFoundText')}</p>
          <Link to="/mes-devis" className={buttonClass('primary')}>
            {t('confirmation.myQuotes')}
          </Link>
        </div>
      </FlowPage>
    );
  }

  const back = `/compagnie-page?devis=${quoteId}${rankedBy ? `&${packParam}=${rankedBy}` : ''}`;
  return (
    <FlowPage {...frame} ownSheet>
      <Link to={back} className="text-sm font-semibold text-brand-800 underline print:hidden">
        {t('offer.back')}
      </Link>
      {!offer ? <LoadingStatus /> : null}
      {offer && comparison.data ? (
        <OfferSheet offer={offer} reference={comparison.data.reference} />
      ) : null}
      {offer ? (
        <div className="print:hidden">
          <div className="mt-4 mb-6">
            <h2 className="text-xl font-bold">
              {offer.insurer.name} — {offer.agency.name}
            </h2>
            <p className="text-sm text-slate-700">
              <bdi>{offer.agency.address}</bdi>
            </p>
            {offer.pricing?.automatic ? <AutomaticPriceBadge className="my-1" /> : null}
            <OfferValidity validUntil={offer.validUntil} className="text-sm text-slate-700" />
            <p className="text-xs text-slate-600">
              {t('comparison.acaps', { number: offer.agency.acapsApprovalNumber })}
            </p>
            <Button variant="secondary" className="mt-3" onClick={() => window.print()}>
              <Printer aria-hidden size={16} />
              {t('offerTerms.print')}
            </Button>
          </div>
          {selection ? (
            <p className="mb-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
              {t('offer.alreadySelected')}
            </p>
          ) : !selectable ? (
            <p
              role="status"
              className="mb-4 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
            >
              {t('offer.closed')}
            </p>
          ) : offer.available ? null : (
            <p
              role="status"
              className="mb-4 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
            >
              {t('comparison.unavailable')}
            </p>
          )}
          <div ref={errorRef} tabIndex={-1} className="outline-none">
            <FormAlert message={error} />
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {packs.map((pack) => (
              <section
                key={pack}
                aria-labelledby={`pack-${pack}`}
                className={`flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ${pack === 'intermediate' ? 'ring-2 ring-brand-600' : 'ring-slate-200'}`}
              >
                <div className="flex items-center justify-between">
                  <h3 id={`pack-${pack}`} className="text-lg font-bold">
                    {t(`packs.${pack}`)}
                  </h3>
                  {pack === 'intermediate' ? (
                    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                      {t('packs.popular')}
                    </span>
                  ) : null}
                </div>
                <p className="mt-2 text-2xl font-bold text-brand-900">
                  {formatDh(offer.prices[pack])}
                </p>
                <p className="mb-2 text-xs text-slate-600">{t('packs.perYear')}</p>
                {offer.pricing && quoteId ? (
                  <div className="mb-3">
                    <PriceBreakdown quoteId={quoteId} offer={offer} pack={pack} />
                  </div>
                ) : null}
                <p className="mb-4 text-sm text-slate-700">{t(`help.packs.${pack}`)}</p>
                <PackTerms
                  pack={pack}
                  terms={offer.terms}
                  rows={comparedGuarantees(pack, allTerms)}
                />
                <div className="flex-1">
                  {offer.terms ? null : (
                    <div className="mt-4 border-t border-slate-200 pt-4">
                      <PackContents pack={pack} />
                    </div>
                  )}
                </div>
                <Button
                  className="mt-4"
                  onClick={() => setAsked(pack)}
                  disabled={select.isPending || checking || !selectable || !offer.available}
                  aria-label={`${t('packs.select')} — ${t(`packs.${pack}`)}`}
                >
                  {selection?.offerId === offer.id && selection.pack === pack
                    ? t('comparison.selected')
                    : t('packs.select')}
                </Button>
              </section>
            ))}
          </div>
          <OfferHistory history={offer.history} />
          {asked ? (
            <Suspense fallback={null}>
              <ConfirmSelection
                offer={offer}
                pack={asked}
                pending={select.isPending || checking}
                error={dialogError}
                onConfirm={() => void choose(asked)}
                onCancel={() => {
                  setDialogError(null);
                  setAsked(null);
                }}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </FlowPage>
  );
}
