import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { apiFetch, lastApiActivity } from '../../../lib/api-client.ts';
import { sessionPath } from '../../../lib/api-path.ts';
import { forgetSession, signInPath } from '../../../lib/session-lost.ts';

/** The server signs staff out after 30 minutes without a request (server/lib/actor.ts). */
export const idleLimitMs = 30 * 60_000;

/** The warning shows this long before: one minute (decision 0009). */
export const idleWarningMs = 60_000;

/**
 * Warns one minute before the back office's idle limit (ASVS 3.3.2), with a button to stay
 * signed in; at the limit, returns to /adminLogin. Activity is the last API call the person
 * made (polling excluded), the same measure as the server's.
 */
export function IdleWarning() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [warning, setWarning] = useState(false);
  const stayButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const check = () => {
      const idle = Date.now() - lastApiActivity();
      if (idle >= idleLimitMs) {
        forgetSession(queryClient);
        const { pathname, search } = window.location;
        void navigate(signInPath(true, pathname + search, 'expired'), { replace: true });
      } else {
        setWarning(idle >= idleLimitMs - idleWarningMs);
      }
    };
    const timer = window.setInterval(check, 5_000);
    return () => window.clearInterval(timer);
  }, [navigate, queryClient]);

  useEffect(() => {
    if (warning) stayButton.current?.focus();
  }, [warning]);

  if (!warning) return null;
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-900/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="idle-title"
        aria-describedby="idle-body"
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id="idle-title" className="text-lg font-bold text-slate-900">
          {t('backOffice.idle.title')}
        </h2>
        <p id="idle-body" className="mt-2 text-sm text-slate-700">
          {t('backOffice.idle.body')}
        </p>
        <Button
          ref={stayButton}
          className="mt-4 w-full"
          onClick={() => {
            setWarning(false);
            void apiFetch(sessionPath);
          }}
        >
          {t('backOffice.idle.stay')}
        </Button>
      </div>
    </div>
  );
}
