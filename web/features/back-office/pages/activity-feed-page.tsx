import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMarkAllActivityRead, useActivityPages, useOpenActivity } from '../api/activity-feed.ts';
import { ListFrame } from '../components/list-frame.tsx';
import { ActivityFeedText } from '../components/activity-feed-text.tsx';

/**
 * /notifications: every event of the person, newest first, 25 at a time; opening one reads
 * that one only; "Tout marquer comme lu" reads them all.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const pages = useActivityPages();
  const markAll = useMarkAllActivityRead();
  const open = useOpenActivity();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = pages.data?.pages[0]?.unreadCount ?? 0;
  const title = t('backOffice.notifications.title');
  usePageTitle(title);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          {pages.isSuccess ? (
            <p role="status" className="text-sm text-slate-700">
              {t('backOffice.notifications.unreadCount', { count: unread })}
            </p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('backOffice.notifications.markAllRead')}
        </Button>
      </div>
      <ListFrame
        list={pages}
        isEmpty={items.length === 0}
        emptyText={t('backOffice.notifications.empty')}
        label={title}
      >
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}:${item.at}`}>
              <button
                type="button"
                data-testid="notification"
                onClick={() => open(item)}
                className="w-full px-4 py-3 text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <ActivityFeedText item={item} />
              </button>
            </li>
          ))}
        </ul>
      </ListFrame>
    </div>
  );
}
