import {
  Building2,
  Calculator,
  ChartColumn,
  Clock,
  Mail,
  ChevronsLeft,
  ClipboardCheck,
  ClipboardList,
  FileSignature,
  History,
  LayoutDashboard,
  LogOut,
  Menu,
  RefreshCw,
  Table2,
  UserRound,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import {
  agencyRoles,
  managerRoles,
  platformRoles,
  staffRoles,
  type Role,
} from '../../../../domain/accounts/roles.ts';
import { LanguageSelect } from '../../../components/layout/language-select.tsx';
import { useLogout } from '../../../lib/session-actions.ts';
import { useSession } from '../../../lib/session.ts';
import { IdleWarning } from './idle-warning.tsx';
import { ActivityFeedMenu } from './activity-feed-menu.tsx';

/** Where the sidebar's open/collapsed choice is kept (a preference, nothing personal). */
export const sidebarStorageKey = 'mq.sidebar';

interface Item {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly Role[];
}

const staff = staffRoles;

/** The sidebar's items (docs/product/specification.md §2 Agency sidebar), each shown only to the roles that may use it. */
const items: Item[] = [
  { to: '/dashboard', label: 'backOffice.dashboard', icon: LayoutDashboard, roles: staff },
  { to: '/devis-attente', label: 'backOffice.pending', icon: ClipboardList, roles: agencyRoles },
  { to: '/devis-traite', label: 'backOffice.processed', icon: ClipboardCheck, roles: agencyRoles },
  {
    to: '/contrats-confirmes',
    label: 'backOffice.contracts',
    icon: FileSignature,
    roles: agencyRoles,
  },
  { to: '/tableDevis-Global', label: 'backOffice.allQuotes', icon: Table2, roles: agencyRoles },
  {
    to: '/renouvellements',
    label: 'agencyRenewals.nav',
    icon: RefreshCw,
    roles: agencyRoles,
  },
  { to: '/votre-travail', label: 'backOffice.activity', icon: History, roles: staff },
  { to: '/gestion-comptes', label: 'backOffice.accounts', icon: Users, roles: managerRoles },
  { to: '/bareme', label: 'tariffs.nav', icon: Calculator, roles: managerRoles },
  {
    to: '/performance',
    label: 'agencyDay.performance.nav',
    icon: ChartColumn,
    roles: managerRoles,
  },
  { to: '/horaires', label: 'agencyDay.openingHours.nav', icon: Clock, roles: managerRoles },
  { to: '/agences', label: 'backOffice.agencies', icon: Building2, roles: platformRoles },
  { to: '/messages', label: 'backOffice.messagesNav', icon: Mail, roles: platformRoles },
  { to: '/user-profile', label: 'backOffice.account', icon: UserRound, roles: staff },
];

/** Tailwind's `md` breakpoint (48rem): from there the sidebar is always on screen. */
const wideScreen = '(min-width: 48rem)';

/** True when the screen is at least `md` wide, following the window's size. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(wideScreen);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(wideScreen).matches,
  );
}

const readCollapsed = () => {
  try {
    return window.localStorage.getItem(sidebarStorageKey) === 'collapsed';
  } catch {
    return false;
  }
};

/**
 * The back office frame: a sidebar of 260 px that collapses to 60 px of icons (with tooltips),
 * remembered in this browser; a drawer on phones, out of the keyboard's and screen readers'
 * reach while closed (inert). "Aller au contenu" is the first thing the keyboard reaches. The
 * top bar holds the notifications and the language. Logout ends the session on the server.
 */
export function BackOfficeLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useSession();
  const logout = useLogout();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useWideScreen();
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    try {
      window.localStorage.setItem(sidebarStorageKey, collapsed ? 'collapsed' : 'open');
    } catch {
      // Private browsing may refuse storage: the choice then lasts for this page only.
    }
  }, [collapsed]);
  const closeDrawer = () => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  };
  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const visible = items.filter((item) => user && item.roles.includes(user.role));
  const narrow = collapsed && !drawerOpen;
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => navigate('/adminLogin', { replace: true }) });
  const itemClass = ({ isActive }: { isActive: boolean }) =>
    `group relative flex items-center gap-3 rounded-lg py-2 text-sm font-medium ${narrow ? 'justify-center px-0' : 'px-3'} ${isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-white/10'}`;
  const label = (text: string) =>
    narrow ? (
      <>
        <span className="sr-only">{text}</span>
        <span
          aria-hidden
          className="pointer-events-none absolute start-full z-50 ms-3 hidden whitespace-nowrap rounded bg-slate-800 px-2 py-1 text-xs text-white shadow group-hover:block group-focus-visible:block"
        >
          {text}
        </span>
      </>
    ) : (
      <span>{text}</span>
    );

  return (
    <div className="flex min-h-screen bg-slate-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800"
      >
        {t('common.skipToContent')}
      </a>
      {drawerOpen ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('backOffice.closeMenu')}
          className="fixed inset-0 z-30 bg-slate-900/50 md:hidden"
          onClick={closeDrawer}
        />
      ) : null}
      <aside
        data-testid="sidebar"
        data-collapsed={collapsed}
        inert={!wide && !drawerOpen}
        className={`fixed inset-y-0 start-0 z-40 flex w-[260px] flex-col bg-slate-900 p-3 text-white transition-transform md:sticky md:top-0 md:h-screen md:translate-x-0 md:transition-[width] ${collapsed ? 'md:w-[60px]' : 'md:w-[260px]'} ${drawerOpen ? 'translate-x-0' : 'max-md:ltr:-translate-x-full max-md:rtl:translate-x-full'}`}
      >
        <div className={`mb-4 flex items-center gap-2 ${narrow ? 'justify-center' : ''}`}>
          <img src="/logo.svg" alt="" width={32} height={32} />
          {narrow ? null : <span className="font-bold">{t('common.appName')}</span>}
          <button
            ref={closeButton}
            type="button"
            className="ms-auto rounded p-1 hover:bg-white/10 md:hidden"
            aria-label={t('backOffice.closeMenu')}
            onClick={closeDrawer}
          >
            <X aria-hidden size={20} />
          </button>
        </div>
        {narrow ? null : (
          <p className="mb-4 truncate px-1 text-xs text-slate-300">
            {user?.agency?.name ?? t('backOffice.platformName')}
          </p>
        )}
        <nav
          id={navId}
          aria-label={t('backOffice.sidebarLabel')}
          className="flex flex-1 flex-col gap-1"
        >
          {visible.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={itemClass}
              // The drawer closes once a page is chosen.
              onClick={() => setDrawerOpen(false)}
            >
              <item.icon aria-hidden size={18} className="shrink-0" />
              {label(t(item.label))}
            </NavLink>
          ))}
          <button type="button" className={itemClass({ isActive: false })} onClick={signOut}>
            <LogOut aria-hidden size={18} className="shrink-0 rtl:-scale-x-100" />
            {label(t('backOffice.logout'))}
          </button>
        </nav>
        <button
          type="button"
          aria-controls={navId}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('backOffice.expand') : t('backOffice.collapse')}
          data-testid="sidebar-toggle"
          className="mt-2 hidden items-center justify-center rounded-lg p-2 text-slate-200 hover:bg-white/10 md:flex"
          onClick={() => setCollapsed((value) => !value)}
        >
          <ChevronsLeft
            aria-hidden
            size={18}
            className={collapsed ? 'ltr:rotate-180' : 'rtl:rotate-180'}
          />
        </button>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2">
          <button
            ref={menuButton}
            type="button"
            className="rounded p-2 text-slate-800 hover:bg-slate-100 md:hidden"
            aria-label={t('backOffice.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls={navId}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden size={22} />
          </button>
          {/* The name shrinks (min-width: 0) rather than push the bar wider, and a long one ends
              with an ellipsis at its own end: the bdi takes the name's direction, whatever the
              page's (decision 0008: Arabic is written right to left). */}
          <p className="min-w-0 text-sm font-medium text-slate-700">
            <bdi data-testid="user-name" className="block truncate">
              {user?.name}
            </bdi>
          </p>
          <div className="ms-auto flex items-center gap-3">
            <ActivityFeedMenu />
            <LanguageSelect tone="light" />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
          <Outlet />
        </main>
      </div>
      <IdleWarning />
    </div>
  );
}
