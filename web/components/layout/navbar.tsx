import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Mail, Menu, Phone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { supportContact } from '../../lib/site-config.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSelect } from './language-select.tsx';
import { buttonClass } from '../ui/button.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:text-brand-800'}`;

/**
 * The top navigation bar (spec §2): contact strip with the language selector, the menu with
 * the Assurance dropdown (only Auto works), the active route highlighted, sticky as soon as
 * the page scrolls, a menu button on phones, and sign-in or the account menu.
 */
export function Navbar() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  // The phone menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const soon = ['moto', 'home_insurance', 'health'] as const;

  return (
    <header className={`z-40 w-full bg-white ${scrolled ? 'sticky top-0 shadow-md' : ''}`}>
      <div className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-1.5 text-xs">
          <div className="flex flex-wrap items-center gap-4">
            <a
              href={`tel:${supportContact.phone.replace(/\s/g, '')}`}
              className="inline-flex items-center gap-1 hover:underline"
            >
              <Phone aria-hidden size={14} />
              <span className="sr-only">{t('nav.phoneLabel')}</span>
              <span dir="ltr">{supportContact.phone}</span>
            </a>
            <a
              href={`mailto:${supportContact.email}`}
              className="inline-flex items-center gap-1 hover:underline"
            >
              <Mail aria-hidden size={14} />
              <span className="sr-only">{t('nav.emailLabel')}</span>
              {supportContact.email}
            </a>
          </div>
          <LanguageSelect />
        </div>
      </div>
      <nav
        aria-label={t('nav.mainLabel')}
        className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3"
      >
        <Link to="/accueil" className="flex items-center gap-2 text-brand-800">
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span className="text-lg font-bold">{t('common.appName')}</span>
        </Link>
        <button
          type="button"
          className="rounded-md p-2 text-slate-800 md:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenOn(open ? null : location.pathname)}
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
        <div
          id="main-menu"
          className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-t border-slate-200 bg-white p-4 shadow-md md:static md:flex md:flex-row md:items-center md:gap-2 md:border-0 md:p-0 md:shadow-none`}
        >
          <NavLink to="/accueil" className={linkClass}>
            {t('nav.home')}
          </NavLink>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:text-brand-800">
              {t('nav.insurance')}
              <ChevronDown aria-hidden size={16} />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                sideOffset={6}
                className="z-50 min-w-48 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
              >
                <DropdownMenu.Item
                  asChild
                  className="block cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
                >
                  <Link to="/Vehicule">{t('nav.auto')}</Link>
                </DropdownMenu.Item>
                {soon.map((item) => (
                  <DropdownMenu.Item
                    key={item}
                    disabled
                    className="flex justify-between gap-4 px-3 py-2 text-sm text-slate-500"
                  >
                    {t(`nav.${item}`)}
                    <span className="rounded bg-slate-100 px-1.5 text-xs">
                      {t('common.comingSoon')}
                    </span>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          <NavLink to="/services" className={linkClass}>
            {t('nav.services')}
          </NavLink>
          <NavLink to="/contact" className={linkClass}>
            {t('nav.contact')}
          </NavLink>
          <NavLink to="/apropos" className={linkClass}>
            {t('nav.about')}
          </NavLink>
          <div className="md:ms-4">
            {user ? (
              <AccountMenu user={user} />
            ) : (
              <Link to="/login-page" className={buttonClass('primary')}>
                {t('nav.login')}
              </Link>
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
