import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActivityMenu, useOpenActivity } from '../api/activity-feed.ts';
import { ActivityFeedText } from './activity-feed-text.tsx';

/**
 * The notifications menu: the latest events, with the exact number of unread ones on the
 * bell. Opening the menu reads nothing; choosing an event reads that one and opens it; "Voir
 * tout" leads to every event (/notifications).
 */
export function ActivityFeedMenu() {
  const { t, i18n } = useTranslation();
  const feed = useActivityMenu();
  const open = useOpenActivity();
  const unread = feed.data?.unreadCount ?? 0;
  return (
    <DropdownMenu.Root dir={i18n.dir()}>
      <DropdownMenu.Trigger
        aria-label={t('backOffice.notifications.button', { count: unread })}
        data-testid="notifications"
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        <Bell aria-hidden size={20} />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-red-700 px-1 text-[11px] font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm font-semibold text-slate-900">
            {t('backOffice.notifications.title')}
          </DropdownMenu.Label>
          {feed.data && feed.data.items.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">
              {t('backOffice.notifications.empty')}
            </p>
          ) : null}
          {feed.data?.items.map((item) => (
            <DropdownMenu.Item
              key={`${item.kind}:${item.id}:${item.at}`}
              onSelect={() => open(item)}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              <ActivityFeedText item={item} />
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link
              to="/notifications"
              className="block rounded px-3 py-2 text-sm font-semibold text-brand-800 underline outline-none data-[highlighted]:bg-brand-50"
            >
              {t('backOffice.notifications.seeAll')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
