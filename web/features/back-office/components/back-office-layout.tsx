import { ClipboardCheck, ClipboardList, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LanguageSelect } from '../../../components/layout/language-select.tsx';
import { useLogout } from '../../../lib/session-actions.ts';
import { useSession } from '../../../lib/session.ts';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-white/10'}`;

/**
 * The agency back office frame: a sidebar and the page. This is the first cut for the quote
 * journey (issue 3); issue 6 brings collapse, the drawer on phones and the other sections.
 */
export function BackOfficeLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useSession();
  const logout = useLogout();
  return (
    <div className="flex min-h-screen flex-col bg-slate-100 md:flex-row">
      <aside className="bg-slate-900 p-4 text-white md:w-[260px] md:shrink-0">
        <div className="mb-6 flex items-center gap-2">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span className="font-bold">{t('common.appName')}</span>
        </div>
        {user?.agency ? <p className="mb-4 text-xs text-slate-300">{user.agency.name}</p> : null}
        <div className="mb-4">
          <LanguageSelect />
        </div>
        <nav
          aria-label={t('backOffice.sidebarLabel')}
          className="flex flex-row flex-wrap gap-1 md:flex-col"
        >
          <NavLink to="/dashboard" className={itemClass}>
            <LayoutDashboard aria-hidden size={18} />
            {t('backOffice.dashboard')}
          </NavLink>
          <NavLink to="/devis-attente" className={itemClass}>
            <ClipboardList aria-hidden size={18} />
            {t('backOffice.pending')}
          </NavLink>
          <NavLink to="/devis-traite" className={itemClass}>
            <ClipboardCheck aria-hidden size={18} />
            {t('backOffice.processed')}
          </NavLink>
          <NavLink to="/user-profile" className={itemClass}>
            <UserRound aria-hidden size={18} />
            {t('backOffice.account')}
          </NavLink>
          <button
            type="button"
            className={itemClass({ isActive: false })}
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/adminLogin') })}
          >
            <LogOut aria-hidden size={18} className="rtl:-scale-x-100" />
            {t('backOffice.logout')}
          </button>
        </nav>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
