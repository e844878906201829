import { CircleCheck, Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useComparison, useWhatsappOptIn } from '../api/quotes.ts';
import { PriceEstimateView } from '../components/price-estimate-view.tsx';
import { ReferenceText } from '../../../components/quote-reference.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';

/** Seconds before going back to /accueil (docs/product/specification.md §9). */
const countdownSeconds = 10;

/**
 * /pageAttente (docs/product/specification.md §2 Waiting page): reached from the quote form's submission, which passes
 * the new quote's reference and id in the history state (it survives a reload): thanks, the
 * reference, notice by e-mail (and WhatsApp only when the driver agreed to it), the indicative
 * range of the agencies' tariff grids and a link to an offer already sent by a grid, and a
 * 10-second countdown back to /accueil — none when there are instant prices to read: the page
 * then leads to the offers. Reached any other way, no request was just sent: it
 * says so and leads to Mes devis.
 */
export default function WaitingPage() {
  const location = useLocation();
  const state = location.state as { reference?: unknown; quoteId?: unknown } | null;
  const reference = state?.reference;
  const quoteId = typeof state?.quoteId === 'string' ? state.quoteId : null;
  return typeof reference === 'string' ? (
    <Sent reference={reference} quoteId={quoteId} />
  ) : (
    <NothingSent />
  );
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  usePageTitle(title);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-8">
      <section className="max-w-lg rounded-2xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200">
        {children}
      </section>
    </main>
  );
}

function Sent({ reference, quoteId }: { reference: string; quoteId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const whatsapp = useWhatsappOptIn();
  const comparison = useComparison(quoteId);
  const offerCount = comparison.data?.offers.length ?? 0;
  const estimate = comparison.data?.estimate ?? null;
  // Instant prices to read (a grid's offer or the range): no countdown takes the driver away
  // from them; the page leads to the offers instead.
  const instant = offerCount > 0 || estimate !== null;
  const [seconds, setSeconds] = useState(countdownSeconds);

  useEffect(() => {
    if (instant) return;
    const timer = setInterval(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [instant]);
  useEffect(() => {
    if (seconds === 0 && !instant) navigate('/accueil');
  }, [seconds, instant, navigate]);

  return (
    <Frame title={t('waiting.title')}>
      <CircleCheck aria-hidden className="mx-auto mb-4 text-brand-700" size={56} />
      <h1 className="text-2xl font-bold">{t('waiting.title')}</h1>
      <p className="mt-4 text-slate-700">
        {whatsapp ? t('waiting.textEmailWhatsapp') : t('waiting.textEmail')}
      </p>
      <p className="mt-4 font-semibold text-brand-900">
        <ReferenceText i18nKey="waiting.reference" reference={reference} />
      </p>
      <PriceEstimateView estimate={estimate} className="mt-6" />
      {offerCount > 0 ? (
        <p className="mt-4 text-slate-800">{t('instantPrices.waiting.offersArrived')}</p>
      ) : null}
      {instant ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {quoteId ? (
            <Link to={`/compagnie-page?devis=${quoteId}`} className={buttonClass('primary')}>
              {t('instantPrices.waiting.seeOffers')}
            </Link>
          ) : null}
          <Link to="/accueil" className={buttonClass('secondary')}>
            {t('waiting.backHome')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" role="timer">
            {t('waiting.countdown', { seconds })}
          </p>
          <Link to="/accueil" className={buttonClass('primary', 'mt-4')}>
            {t('waiting.backHome')}
          </Link>
        </>
      )}
    </Frame>
  );
}

function NothingSent() {
  const { t } = useTranslation();
  return (
    <Frame title={t('waiting.noRequestTitle')}>
      <Inbox aria-hidden className="mx-auto mb-4 text-brand-700" size={56} />
      <h1 className="text-2xl font-bold">{t('waiting.noRequestTitle')}</h1>
      <p className="mt-4 text-slate-700">{t('waiting.noRequestText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/mes-devis" className={buttonClass('primary')}>
          {t('confirmation.myQuotes')}
        </Link>
        <Link to="/Vehicule" className={buttonClass('secondary')}>
          {t('waiting.newRequest')}
        </Link>
      </div>
    </Frame>
  );
}
