import { onlineManager } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { packs, type Pack } from '../../../../domain/reference/guarantees.ts';
import type { QuoteComparison } from '../../../../domain/quotes/comparison.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FlowPage, useRouteFrame } from '../../../components/layout/flow-page.tsx';
import { useComparison, useWhatsappOptIn } from '../api/quotes.ts';
import { OfferComparison } from '../components/offer-comparison.tsx';
import { packFromUrl, packParam } from '../api/paths.ts';
import { useQuoteId } from '../components/quote-id.ts';
import { ReferenceText } from '../../../components/quote-reference.tsx';
import { PriceEstimateView } from '../components/price-estimate-view.tsx';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsNewData } from '../../../lib/awaits-data.ts';

/**
 * /compagnie-page — Choix de Compagnie (docs/product/specification.md §2; progress 66 %): one card per agency that
 * priced the quote with its three pack prices, ranked by the price of the pack the driver
 * chooses (`?formule=`, kept on reload; by default the pack holding the guarantees they asked
 * for, decision 0012) in the server's order, with the ranking disclosure (docs/product/specification.md §1),
 * and that pack's guarantees compared side by side (OfferComparison). The indicative range of
 * the agencies' tariff grids shows while offers are awaited, and compact above them. Without a
 * network a switch of pack changes nothing on the page (its order could not come) and says so.
 */
/** The comparison, started with this code (router.tsx `lazyPage`). */
export { prefetchComparison as pageData } from '../api/quotes.ts';

export default function CompanyPage() {
  const { t } = useTranslation();
  const frame = useRouteFrame();
  const { quoteId, isLoading: idLoading } = useQuoteId();
  const [params, setParams] = useSearchParams();
  // The pack the driver just picked shows at once; the URL (which the router updates after
  // its loaders) keeps it across a reload.
  const [picked, setPicked] = useState<Pack | null>(null);
  // The last switch found no network, and was not made.
  const [switchOffline, setSwitchOffline] = useState(false);
  const chosenPack = picked ?? packFromUrl(params);
  const comparison = useComparison(quoteId, chosenPack);

  const startQuote = (
    <Link to="/Vehicule" className={buttonClass('primary')}>
      {t('comparison.start')}
    </Link>
  );
  const rankBy = (pack: Pack) => {
    // Offline, the order for that pack cannot come: checking it would leave the pack checked
    // over the previous order. The page stays whole and says why.
    if (!onlineManager.isOnline()) {
      setSwitchOffline(true);
      return;
    }
    setSwitchOffline(false);
    setPicked(pack);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (quoteId) next.set('devis', quoteId);
        next.set(packParam, pack);
        return next;
      },
      { replace: true },
    );
  };

  if (!idLoading && !quoteId) {
    return (
      <FlowPage {...frame}>
        <Empty
          title={t('comparison.noQuoteTitle')}
          text={t('comparison.noQuoteText')}
          action={startQuote}
        />
      </FlowPage>
    );
  }
  const data = comparison.data;
  // A switch whose request the network dropped on the way waits, paused, under the previous
  // order: the control follows the order on screen until the new one comes.
  const stalled = awaitsNewData(comparison);
  return (
    <FlowPage {...frame}>
      {data ? (
        <p className="mb-4 text-sm font-medium text-slate-600">
          <ReferenceText i18nKey="comparison.reference" reference={data.reference} />
        </p>
      ) : null}
      {comparison.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {t('comparison.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void comparison.refetch()}>
            {t('comparison.retry')}
          </Button>
        </div>
      ) : !data ? (
        <LoadingStatus />
      ) : data.status === 'expired' && data.offers.length === 0 ? (
        <Empty title={t('comparison.expired')} text="" action={startQuote} />
      ) : data.offers.length === 0 ? (
        <>
          <Empty
            icon={<Hourglass aria-hidden size={32} />}
            title={t('comparison.waitingTitle')}
            text={<WaitingText />}
          />
          <PriceEstimateView estimate={data.estimate} className="mt-4" />
        </>
      ) : (
        <>
          <PriceEstimateView estimate={data.estimate} compact className="mb-4" />
          <PackChoice
            data={data}
            chosen={stalled ? data.rankedBy : (chosenPack ?? data.rankedBy)}
            offline={switchOffline || stalled}
            onChange={rankBy}
          />
          <OfferComparison data={data} />
        </>
      )}
    </FlowPage>
  );
}

/**
 * The pack to rank by (`chosen`, checked at once), the recommended one marked, and the pack the
 * order on screen follows (`data.rankedBy`, the server's answer); `offline` when a switch could
 * not be made for want of a network.
 */
function PackChoice({
  data,
  chosen,
  offline,
  onChange,
}: {
  data: QuoteComparison;
  chosen: Pack;
  offline: boolean;
  onChange: (pack: Pack) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="mb-6 space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('comparison.rankBy')}</legend>
        <div className="flex flex-wrap gap-2">
          {packs.map((pack) => (
            <label
              key={pack}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="rank-pack"
                value={pack}
                checked={chosen === pack}
                onChange={() => onChange(pack)}
                className="accent-brand-700"
              />
              <span className="font-medium">{t(`packs.${pack}`)}</span>
              {pack === data.recommendedPack ? (
                <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                  {t('comparison.recommended')}
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      {offline ? (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {t('comparison.rankOffline')}
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-800">
        {t('comparison.rankedBy', { pack: t(`packs.${data.rankedBy}`) })}{' '}
        {t('comparison.recommendedNote', { pack: t(`packs.${data.recommendedPack}`) })}
      </p>
      <p className="text-xs text-slate-600">
        {t('comparison.disclosure')}{' '}
        <Link to="/classement" className="font-medium text-brand-800 underline">
          {t('comparison.rankingLink')}
        </Link>
      </p>
      <p className="text-xs text-slate-600">{t('comparison.ratingNote')}</p>
    </section>
  );
}

function Empty({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text: React.ReactNode;
  icon?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200"
    >
      {icon ? <div className="text-brand-700">{icon}</div> : null}
      <h2 className="text-xl font-bold">{title}</h2>
      {text ? <p className="max-w-md text-slate-700">{text}</p> : null}
      {action}
    </div>
  );
}

/**
 * How the driver hears of the offers awaited: by e-mail, and by WhatsApp too when they agreed
 * and confirmed their number (useWhatsappOptIn, which reads the session afresh). Only this
 * state reads it: the others promise no channel.
 */
function WaitingText() {
  const { t } = useTranslation();
  const whatsapp = useWhatsappOptIn();
  return whatsapp ? t('comparison.waitingTextEmailWhatsapp') : t('comparison.waitingTextEmail');
}
