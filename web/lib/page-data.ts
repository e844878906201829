import type { QueryClient } from '@tanstack/react-query';
import { isStaffRole } from '../../domain/accounts/roles.ts';
import { sessionQuery } from './session.ts';

/**
 * Milliseconds a driver page's data read by its route's loader stays fresh: the page, mounting
 * a moment later, shows it without reading it again. Polls, invalidations after an action and
 * later visits read it afresh.
 */
export const pageDataFreshMs = 5_000;

/** Reads a driver page's data, for the page's address, into the query cache. */
export type PageDataRead = (queryClient: QueryClient, url: URL) => Promise<unknown>;

/** A lazy page's module (router.tsx): the page, and the reader of its data where it has one. */
export interface PageModule {
  default: React.ComponentType;
  pageData?: PageDataRead;
}

/**
 * A driver page's data, which its page module exports as `pageData`: router.tsx (`lazyPage`)
 * starts it as soon as the page's code is there, beside the area's texts and before the page
 * renders, waiting for none of it, where it would otherwise start only once the page had
 * rendered (docs/product/design.md §10: the page's frame prerendered, data after; decision
 * 0040). `read` runs only once the session says a driver is signed in (the area's guard sends
 * anyone else away); a failure is left to the page, which reads its data itself and says what
 * failed.
 */
export const driverPageData =
  (read: PageDataRead): PageDataRead =>
  async (queryClient, url) => {
    try {
      const user = await queryClient.ensureQueryData(sessionQuery);
      if (user && !isStaffRole(user.role)) await read(queryClient, url);
    } catch {
      // The page reads its data again, and says what failed.
    }
  };
