import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Profile } from '../../../../domain/accounts/profile.ts';
import {
  agencyRoles,
  driverRoles,
  hasRole,
  managerRoles,
} from '../../../../domain/accounts/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { apiErrorMessage } from '../../../lib/use-api-form-errors.ts';
import { useUpdateNotificationPreferences } from '../api/profile.ts';

/**
 * The Notifications tab of /user-profile (docs/product/design.md §6): a driver sees whether they receive
 * WhatsApp messages and can withdraw the consent (law 09-08: as easy to withdraw as to give);
 * agency staff choose their selection e-mails and the hourly digest of new requests, managers
 * also the Monday report of the agency's week (docs/product/agency-day.md).
 */
export function NotificationSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateNotificationPreferences();
  const [error, setError] = useState<string | null>(null);
  const { notifications } = profile;
  const [staff, setStaff] = useState({
    notifySelections: notifications.notifySelections,
    notifyNewQuotes: notifications.notifyNewQuotes,
    // Only a manager's form sends it: the API refuses it from anyone else.
    ...(hasRole(profile.role, managerRoles)
      ? { notifyWeeklyReport: notifications.notifyWeeklyReport }
      : {}),
  });
  const save = (input: Parameters<typeof update.mutate>[0], done: string) => {
    setError(null);
    update.mutate(input, {
      onSuccess: () => toast.success(done),
      onError: (failure) => setError(apiErrorMessage(failure)),
    });
  };

  if (hasRole(profile.role, driverRoles)) {
    return (
      <div className="max-w-xl space-y-4">
        <FormAlert message={error} />
        <p data-testid="whatsapp-consent">
          {notifications.whatsappOptIn && notifications.whatsappOptInAt
            ? t('backOffice.notificationSettings.whatsappOn', {
                date: formatDateTime(notifications.whatsappOptInAt),
              })
            : t('backOffice.notificationSettings.whatsappOff')}
        </p>
        {notifications.whatsappOptIn && !profile.phoneConfirmed ? (
          <p className="text-sm text-amber-800" data-testid="whatsapp-unconfirmed">
            {t('backOffice.notificationSettings.phoneNotConfirmed')}
          </p>
        ) : null}
        {notifications.whatsappOptIn ? (
          <Button
            variant="secondary"
            loading={update.isPending}
            onClick={() =>
              save({ whatsappOptIn: false }, t('backOffice.notificationSettings.withdrawn'))
            }
          >
            {t('backOffice.notificationSettings.withdraw')}
          </Button>
        ) : null}
        <p className="text-sm text-slate-600">{t('backOffice.notificationSettings.emailNote')}</p>
      </div>
    );
  }
  if (!hasRole(profile.role, agencyRoles)) return null;
  return (
    <form
      className="max-w-xl space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save(staff, t('backOffice.notificationSettings.saved'));
      }}
    >
      <FormAlert message={error} />
      <CheckboxField
        label={t('backOffice.notificationSettings.notifySelections')}
        checked={staff.notifySelections}
        onChange={(event) => setStaff({ ...staff, notifySelections: event.target.checked })}
      />
      <CheckboxField
        label={t('backOffice.notificationSettings.notifyNewQuotes')}
        checked={staff.notifyNewQuotes}
        onChange={(event) => setStaff({ ...staff, notifyNewQuotes: event.target.checked })}
      />
      {staff.notifyWeeklyReport === undefined ? null : (
        <CheckboxField
          label={t('backOffice.notificationSettings.notifyWeeklyReport')}
          checked={staff.notifyWeeklyReport}
          onChange={(event) => setStaff({ ...staff, notifyWeeklyReport: event.target.checked })}
        />
      )}
      <Button type="submit" loading={update.isPending}>
        {t('backOffice.notificationSettings.save')}
      </Button>
    </form>
  );
}
