import { useSearchParams } from 'react-router';
import { useMyQuotes } from '../api/quotes.ts';
import { quoteIdFromUrl } from '../api/paths.ts';
import { awaitsData } from '../../../lib/awaits-data.ts';

/**
 * The quote the comparison pages show: the address's (quoteIdFromUrl), else the driver's latest.
 * `isLoading` until the latest is known, also while its read waits for the network (awaitsData).
 */
export function useQuoteId(): { quoteId: string | null; isLoading: boolean } {
  const [params] = useSearchParams();
  const fromUrl = quoteIdFromUrl(params);
  const quotes = useMyQuotes({ enabled: !fromUrl });
  if (fromUrl) return { quoteId: fromUrl, isLoading: false };
  return { quoteId: quotes.data?.pages[0]?.latestQuoteId ?? null, isLoading: awaitsData(quotes) };
}
