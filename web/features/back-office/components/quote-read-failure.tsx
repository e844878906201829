import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * What a quote's page (/user-info, /prix-info) shows when its read did not give the quote: "not
 * found" only when the server answered so (404: no such quote, or one this agency may not open);
 * any other failure (the server or the network) says the quote could not be loaded, with a
 * retry, rather than that it does not exist.
 */
export function QuoteReadFailure({ error, retry }: { error: unknown; retry: () => unknown }) {
  const { t } = useTranslation();
  if (!error || (error instanceof ApiError && error.status === 404))
    return <p role="alert">{t('errors.notFound')}</p>;
  return (
    <p role="alert" className="text-red-800">
      {t('backOffice.quoteLoadFailed')}{' '}
      <Button variant="ghost" onClick={() => void retry()}>
        {t('backOffice.retry')}
      </Button>
    </p>
  );
}
