import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { apiErrorMessage } from '../../../lib/use-api-form-errors.ts';
import { fetchPersonalData, personalDataQuery, saveExport } from '../api/personal-data.ts';
import { PersonalDataView } from './personal-data-view.tsx';

/**
 * Télécharger mes données (law 09-08 article 7, access): the export as a JSON file, and the
 * same export shown as a readable page on request. Each use reads it afresh; the file's copy
 * never enters the query cache.
 */
export function PersonalDataExportPart() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const view = useQuery({ ...personalDataQuery, enabled: shown });
  const headingId = useId();
  const viewId = useId();

  const download = async () => {
    setError(null);
    setStatus('');
    setDownloading(true);
    try {
      saveExport(await fetchPersonalData());
      setStatus(t('personalData.export.downloaded'));
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold">
        {t('personalData.export.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('personalData.export.text')}</p>
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <Button loading={downloading} onClick={() => void download()}>
          {t('personalData.export.download')}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={shown}
          aria-controls={viewId}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? t('personalData.export.hide') : t('personalData.export.show')}
        </Button>
      </div>
      <p role="status" className="text-sm text-emerald-800">
        {status}
      </p>
      <div id={viewId} hidden={!shown}>
        {shown ? (
          <div className="space-y-4 rounded-xl bg-slate-50/50 p-4 ring-1 ring-slate-200">
            <h3 className="font-bold">{t('personalData.export.viewTitle')}</h3>
            {view.data ? <PersonalDataView exported={view.data} /> : null}
            {view.isPending ? (
              <p role="status" className="text-sm text-slate-600">
                {t('common.loading')}
              </p>
            ) : null}
            {view.isError ? <FormAlert message={apiErrorMessage(view.error)} /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
