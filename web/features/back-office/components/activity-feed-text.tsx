import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '../../../../domain/notifications/activity-feed.ts';
import { Interpolated } from '../../../components/interpolated.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * One event as the menu and the /notifications page show it: a dot and bold text while unread
 * (said as "Non lue" to screen readers, not by colour alone), then when it happened. The
 * event's label (a quote reference, unbroken, or an agency's name) is isolated from the
 * sentence, so it keeps its own order in Arabic.
 */
export function ActivityFeedText({ item }: { item: ActivityItem }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-start gap-2 text-start">
      <span
        aria-hidden
        className={`mt-1.5 size-2 shrink-0 rounded-full ${item.unread ? 'bg-brand-700' : ''}`}
      />
      <span className="min-w-0">
        {item.unread ? (
          <span className="sr-only">{t('backOffice.notifications.unread')}</span>
        ) : null}
        <span
          className={`block ${item.unread ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
        >
          <Interpolated
            i18nKey={`backOffice.notifications.${item.kind}`}
            values={{
              label: (
                <bdi className={item.kind === 'agencyRegistered' ? undefined : 'whitespace-nowrap'}>
                  {item.label}
                </bdi>
              ),
            }}
          />
        </span>
        <span className="block text-xs text-slate-600">{formatDateTime(item.at)}</span>
      </span>
    </span>
  );
}
