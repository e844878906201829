import '../access-texts.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useConfirmEmail } from '../../../lib/session-actions.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AccessCard } from '../components/access-card.tsx';
import { ResendConfirmation } from '../components/resend-confirmation.tsx';

/** The token of the link, read from the fragment (never sent to a server or logged). */
const tokenIn = (hash: string) => new URLSearchParams(hash.slice(1)).get('token') ?? '';

/**
 * /confirmer-email#token=…: the link mailed at sign-up (decision 0023). Opening it confirms the
 * address and signs the driver in, then starts a quote (docs/product/specification.md §4.1); a
 * link opened again says the address is confirmed and offers to sign in; a stale or altered
 * one offers a new link. The token leaves the address bar once used.
 */
export default function ConfirmEmailPage() {
  const token = tokenIn(useLocation().hash);
  return <ConfirmEmail key={token} token={token} />;
}

function ConfirmEmail({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const started = useRef(false);
  const [email, setEmail] = useState('');
  usePageTitle(t('access.confirm.title'));

  useEffect(() => {
    // Once per link: a second call would find the address confirmed and sign no one in.
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSettled: () => window.history.replaceState(null, '', window.location.pathname),
      onSuccess: ({ user }) => {
        if (user) void navigate('/Vehicule', { replace: true });
      },
    });
  }, [token, confirm, navigate]);

  if (token && (confirm.isIdle || confirm.isPending || confirm.data?.user)) {
    return (
      <AccessCard title={t('access.confirm.title')} intro={t('access.confirm.confirming')}>
        <p role="status" className="text-sm text-slate-700">
          {confirm.data?.user ? t('access.confirm.confirmed') : t('access.confirm.confirming')}
        </p>
      </AccessCard>
    );
  }
  if (confirm.data) {
    return (
      <AccessCard title={t('access.confirm.title')} intro={t('access.confirm.alreadyConfirmed')}>
        <Link to="/login-page" className="font-semibold text-brand-800 underline">
          {t('auth.toLogin')}
        </Link>
      </AccessCard>
    );
  }
  // A stale or altered link: the reason once, then a way to a new link.
  return (
    <AccessCard
      title={t('access.confirm.title')}
      intro={confirm.error ? t('access.confirm.askNew') : t('access.confirm.missing')}
    >
      <div className="space-y-3">
        <FormAlert message={confirm.error ? confirm.error.message : null} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <ResendConfirmation email={email} />
        <Link
          to="/login-page"
          className="inline-block text-sm font-semibold text-brand-800 underline"
        >
          {t('auth.toLogin')}
        </Link>
      </div>
    </AccessCard>
  );
}
