import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribeToNetwork = (listener: () => void) => onlineManager.subscribe(listener);
const isOffline = () => !onlineManager.isOnline();

/**
 * What a signed-in page (the driver's, the back office's) says while its data loads:
 * "Chargement…", or, without a network, that the page will show once the network is back.
 * TanStack Query pauses a read while the browser is offline and resumes it once online
 * (web/app-providers.tsx): "Chargement…" would stay without end and without a reason. Pages
 * show it while their read awaits data (web/lib/awaits-data.ts). `className` styles the
 * loading line (e.g. `sr-only` where an outline of the page already shows it is loading); the
 * offline line always shows. One live region whose text changes, so that the change is
 * announced. The offline line is in the signed-in areas' texts (flow.waitingForNetwork).
 */
export function LoadingStatus({ className = 'text-slate-600' }: { className?: string }) {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribeToNetwork, isOffline, () => false);
  return (
    <p role="status" className={offline ? 'mb-4 font-medium text-amber-900' : className}>
      {offline ? t('flow.waitingForNetwork') : t('common.loading')}
    </p>
  );
}
