import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A table's view — its sort and filters, never a search box's text — kept in the page's address
 * under `keys` (docs/product/agency-day.md "Filters and saved views"), so Back and reload keep
 * it. `raw` holds the keys the address sets; `write` sets some ('' clears one), in place of the
 * current address (`replace`) or as a new one.
 */
export function useViewAddress<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const raw = useMemo(() => {
    const entries: Partial<Record<K, string>> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value) entries[key] = value;
    }
    return entries;
  }, [params, keys]);
  // React Router builds a functional update on the address of the last render: two changes
  // before the next render (two fields filled at once) would lose the first. The address each
  // change asks for is kept here until the page renders it.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const write = useCallback(
    (change: Partial<Record<K, string>>, replace: boolean) => {
      const next = new URLSearchParams(asked.current ?? params);
      for (const [key, value] of Object.entries<string | undefined>(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      asked.current = next;
      setParams(next, { replace });
    },
    [params, setParams],
  );
  return { raw, write };
}

/** A refused view's message key per field (its first issue), as the filters show them. */
export function viewErrors(error: z.ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? [])
    errors[String(issue.path[0] ?? 'sort')] ??= issue.message;
  return errors;
}
