import { useTranslation } from 'react-i18next';
import { ConsentList } from '../components/consent-list.tsx';
import { EraseAccountForm } from '../components/erase-account-form.tsx';
import { PersonalDataExportPart } from '../components/personal-data-export.tsx';

/**
 * The "Mes données" tab of /user-profile, for drivers (law 09-08, articles 7 to 9;
 * domain/accounts/personal-data.ts): download or read the data held, withdraw consents,
 * delete the account.
 */
export function PersonalDataTab() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-700">{t('personalData.intro')}</p>
      <PersonalDataExportPart />
      <hr className="border-slate-200" />
      <ConsentList />
      <hr className="border-slate-200" />
      <EraseAccountForm />
    </div>
  );
}
