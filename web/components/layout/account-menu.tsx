import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Profile } from '../../../domain/accounts/profile.ts';
import { driverRoles, hasRole } from '../../../domain/accounts/roles.ts';
import { useLogout } from '../../lib/session-actions.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** The signed-in person's avatar (initials) with profile and quotes, and the Logout button. */
export function AccountMenu({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate('/accueil') });
  return (
    <div className="flex items-center gap-2">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={t('nav.account')}
          className="grid size-10 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {initialsOf(user.name)}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-44 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
          >
            <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">
              {user.name}
            </DropdownMenu.Label>
            <DropdownMenu.Item
              onSelect={() => navigate('/user-profile')}
              className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              {t('nav.profile')}
            </DropdownMenu.Item>
            {hasRole(user.role, driverRoles) ? (
              <DropdownMenu.Item
                onSelect={() => navigate('/mes-devis')}
                className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
              >
                {t('nav.myQuotes')}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <button
        type="button"
        onClick={signOut}
        className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <LogOut aria-hidden size={16} className="rtl:-scale-x-100" />
        {t('nav.logout')}
      </button>
    </div>
  );
}
