import type { Profile } from '../../../../domain/accounts/profile.ts';
import { isStaffRole } from '../../../../domain/accounts/roles.ts';
import type { MyQuotesPage } from '../../../../domain/quotes/my-quotes.ts';
import type { EarlyRead } from '../../../early-reads.ts';
import { sessionPath } from '../../../lib/api-path.ts';
import { comparisonPath, myQuotesPath, packFromUrl, quoteIdFromUrl } from './paths.ts';

/*
 * The comparison's and the offer's reads, started with their frame's HTML (web/early-reads.ts):
 * the same requests their pages' data readers make once the app runs (quotes.ts
 * `prefetchComparison`, `prefetchOffer`), in the same order, ranked for the pack the address
 * names (`?formule=`), so that the app takes each answer.
 */

/** Whether a driver is signed in: these pages read their data for a driver only (driverPageData). */
async function driverSignedIn(read: EarlyRead): Promise<boolean> {
  const user = (await read<{ user: Profile | null }>(sessionPath))?.user;
  return !!user && !isStaffRole(user.role);
}

/** /compagnie-page: the comparison of the address's quote, else of the driver's latest. */
export async function readComparisonEarly(url: URL, read: EarlyRead): Promise<void> {
  if (!(await driverSignedIn(read))) return;
  const quoteId =
    quoteIdFromUrl(url.searchParams) ?? (await read<MyQuotesPage>(myQuotesPath('')))?.latestQuoteId;
  if (quoteId) await read(comparisonPath(quoteId, packFromUrl(url.searchParams)));
}

/** /offre-page: the comparison of the address's quote, which holds the offer shown. */
export async function readOfferEarly(url: URL, read: EarlyRead): Promise<void> {
  if (!(await driverSignedIn(read))) return;
  const quoteId = quoteIdFromUrl(url.searchParams);
  if (quoteId) await read(comparisonPath(quoteId, packFromUrl(url.searchParams)));
}
