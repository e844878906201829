import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribeToNetwork = (listener: () => void) => onlineManager.subscribe(listener);
const isOffline = () => !onlineManager.isOnline();

/**
 * What a driver's page says while its data loads: "Chargement…", or, without a network, that
 * the page will show once the network is back. TanStack Query pauses a read while the browser
 * is offline and resumes it once online (web/app-providers.tsx): "Chargement…" would stay
 * without end and without a reason. `className` styles the loading line (e.g. `sr-only` where
 * an outline of the page already shows it is loading); the offline line always shows.
 * Its second sentence is in the signed-in areas' texts (flow.waitingForNetwork).
 */
export function LoadingStatus({ className = 'text-slate-600' }: { className?: string }) {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribeToNetwork, isOffline, () => false);
  return offline ? (
    <p role="status" className="mb-4 font-medium text-amber-900">
      {t('flow.waitingForNetwork')}
    </p>
  ) : (
    <p role="status" className={className}>
      {t('common.loading')}
    </p>
  );
}
