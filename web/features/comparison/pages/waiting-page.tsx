import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyQuotes } from '../api/quotes.ts';
import { buttonClass } from '../../../components/ui/button.tsx';

/** Seconds before going back to /accueil (spec §9). */
const countdownSeconds = 10;

/**
 * /pageAttente (spec §2 Waiting page): thanks, the quote reference, notice by e-mail and
 * WhatsApp, and a 10-second countdown back to /accueil.
 */
export default function WaitingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const stateReference = (location.state as { reference?: string } | null)?.reference;
  const { data } = useMyQuotes();
  const reference = stateReference ?? data?.quotes[0]?.reference;
  const [seconds, setSeconds] = useState(countdownSeconds);
  usePageTitle(t('waiting.title'));

  useEffect(() => {
    const timer = setInterval(() => setSeconds((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds === 0) navigate('/accueil');
  }, [seconds, navigate]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-brand-50 px-4">
      <section className="max-w-lg rounded-2xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200">
        <CircleCheck aria-hidden className="mx-auto mb-4 text-brand-700" size={56} />
        <h1 className="text-2xl font-bold">{t('waiting.title')}</h1>
        <p className="mt-4 text-slate-700">{t('waiting.text')}</p>
        {reference ? (
          <p className="mt-4 font-semibold text-brand-900">
            {t('waiting.reference', { reference })}
          </p>
        ) : null}
        <p className="mt-6 text-sm text-slate-600" role="timer">
          {t('waiting.countdown', { seconds })}
        </p>
        <Link to="/accueil" className={buttonClass('primary', 'mt-4')}>
          {t('waiting.backHome')}
        </Link>
      </section>
    </main>
  );
}
