import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationItem } from '../../../../domain/back-office.types.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMarkNotificationsSeen, useNotifications } from '../api/agency.ts';

/** Where an event leads: the quote to price or follow up, or the agencies to review. */
const targetOf = (item: NotificationItem) =>
  item.kind === 'agencyRegistered' ? '/agences' : `/user-info/${item.id}`;

/**
 * The notifications menu (issue 6 item 2): real events with the unread count on the bell.
 * Opening it marks them read.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feed = useNotifications();
  const seen = useMarkNotificationsSeen();
  const unread = feed.data?.unreadCount ?? 0;
  return (
    <DropdownMenu.Root
      onOpenChange={(open) => {
        if (open && unread > 0) seen.mutate();
      }}
    >
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
            {unread >= 99 ? '99+' : unread}
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
              key={`${item.kind}:${item.id}`}
              onSelect={() => navigate(targetOf(item))}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              <span className={item.unread ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                {t(`backOffice.notifications.${item.kind}`, { label: item.label })}
              </span>
              <span className="block text-xs text-slate-600">{formatDateTime(item.at)}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
