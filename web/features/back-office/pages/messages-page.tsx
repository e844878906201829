import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  messageChannels,
  messageStatuses,
  type MessageChannel,
  type MessageStatus,
  type MessageSummary,
} from '../../../../domain/notifications/outbox.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  useMessageCopy,
  useMessages,
  useRetryMessage,
  type MessageFilter,
} from '../api/messages.ts';
import { ListFrame } from '../components/list-frame.tsx';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { awaitsData } from '../../../lib/awaits-data.ts';

/** Catalogue key of an event: i18next reads dots as nesting, so `offer.selected` → `offer_selected`. */
const eventKey = (event: string) => `backOffice.messages.events.${event.replaceAll('.', '_')}`;

const statusTone: Record<MessageStatus, string> = {
  queued: 'bg-slate-100 text-slate-800',
  sending: 'bg-sky-100 text-sky-900',
  retrying: 'bg-amber-100 text-amber-950',
  sent: 'bg-green-100 text-green-900',
  delivered: 'bg-green-100 text-green-900',
  read: 'bg-green-200 text-green-950',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/**
 * The `log` provider's copy of a message in a modal dialog (native `<dialog>`: focus kept
 * inside, Escape closes): the e-mail's subject, its HTML in a sandboxed frame and its text, or
 * the WhatsApp request body.
 */
function CopyDialog({ message, onClose }: { message: MessageSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const copy = useMessageCopy(message.id);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="message-copy-title"
      className="m-auto w-[calc(100%-2rem)] max-w-3xl rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 p-4">
        <h2 id="message-copy-title" className="text-lg font-bold">
          {t('backOffice.messages.copyTitle')} · {t(eventKey(message.event))}
        </h2>
        <Button variant="secondary" onClick={() => dialog.current?.close()}>
          {t('backOffice.messages.close')}
        </Button>
      </div>
      <div className="max-h-[75vh] space-y-4 overflow-y-auto p-4">
        {awaitsData(copy) ? <LoadingStatus /> : null}
        {copy.isError ? (
          <p role="alert" className="text-red-800">
            {t('backOffice.loadFailed')}
          </p>
        ) : null}
        {copy.data?.channel === 'email' ? (
          <>
            <p>
              <span className="font-semibold">{t('backOffice.messages.subject')} : </span>
              <span data-testid="copy-subject">{copy.data.subject}</span>
            </p>
            <section aria-label={t('backOffice.messages.htmlPart')}>
              <h3 className="mb-2 text-sm font-semibold text-slate-700">
                {t('backOffice.messages.htmlPart')}
              </h3>
              <iframe
                title={t('backOffice.messages.htmlPart')}
                sandbox=""
                srcDoc={copy.data.html}
                className="h-96 w-full rounded-lg ring-1 ring-slate-200"
              />
            </section>
            <section>
              <h3 className="mb-2 text-sm font-semibold text-slate-700">
                {t('backOffice.messages.textPart')}
              </h3>
              <pre
                data-testid="copy-text"
                className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm"
              >
                {copy.data.text}
              </pre>
            </section>
          </>
        ) : null}
        {copy.data?.channel === 'whatsapp' ? (
          <section>
            <h3 className="mb-2 text-sm font-semibold text-slate-700">
              {t('backOffice.messages.whatsappRequest')}
            </h3>
            <pre dir="ltr" className="overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs">
              {JSON.stringify(copy.data.request, null, 2)}
            </pre>
          </section>
        ) : null}
      </div>
    </dialog>
  );
}

function FilterSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: T | '';
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="text-sm font-medium text-slate-800">
      <span className="me-2">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        <option value="">{t('backOffice.messages.all')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Messages (platform admin; docs/product/design.md §6): every e-mail and WhatsApp message with its event,
 * masked recipient, status, attempts and last error; a failed one can be sent again, and in
 * demo mode the `log` provider's copy opens to show what would have been sent.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('backOffice.messages.title'));
  const [filter, setFilter] = useState<MessageFilter>({ status: '', channel: '' });
  const [opened, setOpened] = useState<MessageSummary | null>(null);
  const list = useMessages(filter);
  const retry = useRetryMessage();
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  const columns = [
    'createdAt',
    'event',
    'channel',
    'recipient',
    'status',
    'attempts',
    'lastError',
    'actions',
  ] as const;

  const status = (row: MessageSummary) => (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[row.status]}`}>
      {t(`backOffice.messages.statuses.${row.status}`)}
    </span>
  );
  const actions = (row: MessageSummary) => (
    <div className="flex gap-2">
      {row.hasCopy ? (
        <Button variant="ghost" onClick={() => setOpened(row)}>
          {t('backOffice.messages.view')}
        </Button>
      ) : null}
      {row.status === 'failed' ? (
        <Button
          variant="secondary"
          loading={retry.isPending && retry.variables === row.id}
          onClick={() =>
            retry.mutate(row.id, {
              onSuccess: () => toast.success(t('backOffice.messages.retried')),
              onError: (error) =>
                toast.error(
                  error instanceof ApiError ? error.message : t('common.unexpectedError'),
                ),
            })
          }
        >
          {t('backOffice.messages.retry')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{t('backOffice.messages.title')}</h1>
        <p className="text-slate-600">{t('backOffice.messages.intro')}</p>
      </div>
      {rows.some((row) => row.hasCopy) ? (
        <p
          role="note"
          className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          {t('backOffice.messages.demo')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-4">
        <FilterSelect<MessageStatus>
          label={t('backOffice.messages.statusFilter')}
          value={filter.status}
          options={messageStatuses}
          optionLabel={(status) => t(`backOffice.messages.statuses.${status}`)}
          onChange={(status) => setFilter((current) => ({ ...current, status }))}
        />
        <FilterSelect<MessageChannel>
          label={t('backOffice.messages.channelFilter')}
          value={filter.channel}
          options={messageChannels}
          optionLabel={(channel) => t(`backOffice.messages.channels.${channel}`)}
          onChange={(channel) => setFilter((current) => ({ ...current, channel }))}
        />
      </div>
      <ListFrame
        list={list}
        isEmpty={rows.length === 0}
        emptyText={t('backOffice.messages.empty')}
        label={t('backOffice.messages.title')}
      >
        {/* Rows are cards where the table would not fit (the size container of ListFrame), as
            in the quote tables. */}
        <table className="hidden w-full text-sm @4xl:table">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((key) => (
                <th key={key} scope="col" className="px-3 py-3 text-start font-semibold">
                  {t(`backOffice.messages.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className="border-t border-slate-100 align-top"
                data-testid="message-row"
              >
                <td className="whitespace-nowrap px-3 py-2">{formatDateTime(row.createdAt)}</td>
                <td className="px-3 py-2">{t(eventKey(row.event))}</td>
                <td className="px-3 py-2">{t(`backOffice.messages.channels.${row.channel}`)}</td>
                <td className="px-3 py-2 font-mono text-xs" dir="ltr">
                  {row.recipient}
                </td>
                <td className="px-3 py-2">{status(row)}</td>
                <td className="px-3 py-2 text-center">{row.attempts}</td>
                <td className="max-w-xs break-words px-3 py-2 text-xs text-slate-700" dir="ltr">
                  {row.lastError ?? '—'}
                </td>
                <td className="px-3 py-2">{actions(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y divide-slate-100 @4xl:hidden">
          {rows.map((row) => (
            <li key={row.id} className="space-y-1 p-4 text-sm" data-testid="message-row">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 font-semibold wrap-anywhere">
                  {t(eventKey(row.event))}
                </span>
                {status(row)}
              </div>
              <p>
                <bdi>{formatDateTime(row.createdAt)}</bdi> ·{' '}
                {t(`backOffice.messages.channels.${row.channel}`)} ·{' '}
                <bdi className="font-mono text-xs">{row.recipient}</bdi>
              </p>
              <p className="text-slate-600">
                {t('backOffice.messages.columns.attempts')} <bdi>{row.attempts}</bdi>
              </p>
              {row.lastError ? (
                <p className="break-words text-xs text-slate-700" dir="ltr">
                  {row.lastError}
                </p>
              ) : null}
              {actions(row)}
            </li>
          ))}
        </ul>
      </ListFrame>
      {opened ? <CopyDialog message={opened} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}
