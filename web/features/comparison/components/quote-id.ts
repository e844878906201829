import { useSearchParams } from 'react-router';
import { useMyQuotes } from '../api/quotes.ts';

/**
 * The quote the comparison pages show: `?devis=<id>` when given (it survives a reload), else the
 * driver's latest quote. Quote ids are random UUIDs, nothing personal.
 */
export function useQuoteId(): { quoteId: string | null; isLoading: boolean } {
  const [params] = useSearchParams();
  const fromUrl = params.get('devis');
  const quotes = useMyQuotes({ enabled: !fromUrl });
  if (fromUrl) return { quoteId: fromUrl, isLoading: false };
  return { quoteId: quotes.data?.pages[0]?.latestQuoteId ?? null, isLoading: quotes.isLoading };
}
