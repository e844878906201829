import { useCallback, useMemo } from 'react';
import {
  defaultRenewalWindow,
  renewalStatuses,
  renewalsViewSchema,
  renewalWindows,
  type RenewalWindow,
  type RenewalsView,
} from '../../../../domain/offers/renewal.ts';
import type { FilterState } from './table-filters.tsx';
import { useViewAddress, viewErrors } from './use-view-address.ts';

/** The query-string keys the Renouvellements' window and filters live in (no driver data). */
const viewKeys = ['within', 'status', 'from', 'to', 'agent'] as const;

/** The Renouvellements' window and filters as the page shows them ('' when a filter is off). */
export interface RenewalsViewState extends FilterState {
  within: RenewalWindow;
}

/**
 * The Renouvellements' window and filters, kept in the page's address (docs/product/agency-day.md
 * "Filters and saved views"), read through `renewalsViewSchema`: `errors` holds its message key
 * per field when it refuses them, and `view` is then null. A window or status it does not know
 * (an old or edited address) is simply off.
 */
export function useRenewalsUrl() {
  const address = useViewAddress(viewKeys);
  const raw = useMemo(() => {
    const entries = { ...address.raw };
    if (!renewalWindows.some((days) => String(days) === entries.within)) delete entries.within;
    if (entries.status && !(renewalStatuses as readonly string[]).includes(entries.status))
      delete entries.status;
    return entries;
  }, [address.raw]);
  const parsed = useMemo(() => renewalsViewSchema.safeParse(raw), [raw]);
  const state: RenewalsViewState = {
    within: renewalWindows.find((days) => String(days) === raw.within) ?? defaultRenewalWindow,
    status: raw.status ?? '',
    from: raw.from ?? '',
    to: raw.to ?? '',
    agent: raw.agent ?? '',
  };
  const { write } = address;
  /** Sets the window or some filters ('' clears one), in place of the current address. */
  const update = useCallback(
    (change: Partial<RenewalsViewState>) =>
      write(
        Object.fromEntries(
          Object.entries(change).map(([key, value]) => [key, String(value ?? '')]),
        ),
        true,
      ),
    [write],
  );
  /** Shows a saved view: its window and filters replace the current ones, as a new address. */
  const apply = useCallback(
    (view: RenewalsView) =>
      write(Object.fromEntries(viewKeys.map((key) => [key, String(view[key] ?? '')])), false),
    [write],
  );
  const view: RenewalsView | null = parsed.success ? parsed.data : null;
  return { state, view, errors: viewErrors(parsed.error), update, apply };
}
