import * as Tabs from '@radix-ui/react-tabs';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { sessionQuery } from '../../../lib/session.ts';
import { directionOf } from '../../../../domain/languages.ts';
import {
  driverRoles,
  hasRole,
  isStaffRole,
  notifiedRoles,
} from '../../../../domain/accounts/roles.ts';
import type { NamedEntry } from '../../../../domain/reference/reference-data.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { nameIn, useLoadedReference } from '../../../lib/reference.ts';
import { NotificationSettings } from './notification-settings.tsx';
import { PasswordForm } from './password-form.tsx';
import { PersonalDataTab } from './personal-data-tab.tsx';
import { ProfileInfoForm } from './profile-info-form.tsx';

/**
 * /user-profile (docs/product/specification.md §2 Profile): a header with the person's details, then the tabs
 * Vos Informations, Changer Mot de Passe, Notifications and, for drivers, Mes données (law
 * 09-08). The route guard guarantees a session.
 */
export default function UserProfilePage() {
  const { t } = useTranslation();
  const { data: profile } = useSuspenseQuery(sessionQuery);
  const reference = useLoadedReference();
  usePageTitle(t('pages.titles.profile'));
  if (!profile) return null;

  const nameOf = (list: NamedEntry[] | undefined, id: number | null) =>
    nameIn(list, id, currentLanguage()) ?? t('profile.notProvided');
  const facts: [string, string][] = [
    [t('profile.lastName'), profile.lastName ?? t('profile.notProvided')],
    [t('profile.firstName'), profile.firstName ?? t('profile.notProvided')],
    [
      t('profile.birthDate'),
      profile.birthDate ? formatDate(profile.birthDate) : t('profile.notProvided'),
    ],
    [t('profile.city'), nameOf(reference.cities, profile.cityId)],
    [t('profile.profession'), nameOf(reference.professions, profile.professionId)],
    [t('profile.convention'), nameOf(reference.conventions, profile.conventionId)],
  ];
  if (profile.agency) facts.push([t('profile.agency'), profile.agency.name]);
  // Only some roles have notification settings of their own (notifiedRoles); only drivers
  // have personal data of their own to see, withdraw and erase here (staff accounts belong
  // to their agency).
  const tabs = [
    'info',
    'password',
    ...(hasRole(profile.role, notifiedRoles) ? (['notifications'] as const) : []),
    ...(hasRole(profile.role, driverRoles) ? (['personalData'] as const) : []),
  ] as const;
  const tabLabels = {
    info: t('profile.infoTab'),
    password: t('profile.passwordTab'),
    notifications: t('backOffice.notificationSettings.title'),
    personalData: t('personalData.tab'),
  };

  // Staff read it inside the back office's frame, whose <main> already holds the page.
  const inBackOffice = isStaffRole(profile.role);
  const Frame = inBackOffice ? 'div' : 'main';
  return (
    <Frame
      {...(inBackOffice ? {} : { id: 'main' })}
      className={`mx-auto max-w-4xl ${inBackOffice ? 'min-w-0' : 'px-4 py-8'}`}
    >
      <Link
        to={inBackOffice ? '/dashboard' : '/accueil'}
        className="text-sm font-semibold text-brand-800 underline"
      >
        {t('common.back')}
      </Link>
      <header className="mt-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold">{profile.name}</h1>
        <p className="text-slate-600">
          <bdi>{profile.email}</bdi>
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <Tabs.Root
        defaultValue="info"
        // Radix lays tabs out left to right unless told the page's direction.
        dir={directionOf(currentLanguage())}
        className="mt-6 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <Tabs.List
          aria-label={t('profile.title')}
          // Four tabs do not fit a phone's width side by side: two rows of two there.
          className={`border-b border-slate-200 ${tabs.length > 3 ? 'grid grid-cols-2 sm:flex' : 'flex'}`}
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="flex-1 border-b-2 border-transparent px-3 py-3 text-sm font-semibold sm:flex-none sm:px-5 text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {tabLabels[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="info" className="p-6">
          <ProfileInfoForm profile={profile} />
        </Tabs.Content>
        <Tabs.Content value="password" className="p-6">
          <PasswordForm />
        </Tabs.Content>
        <Tabs.Content value="notifications" className="p-6">
          <NotificationSettings profile={profile} />
        </Tabs.Content>
        {hasRole(profile.role, driverRoles) ? (
          <Tabs.Content value="personalData" className="p-6">
            <PersonalDataTab />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </Frame>
  );
}
