import { Outlet } from 'react-router';
import { BackToTop } from './back-to-top.tsx';
import { Footer } from './footer.tsx';
import { Hero, type HeroPage } from './hero.tsx';
import { Navbar } from './navbar.tsx';

/** Navigation bar, hero and footer: /accueil, /apropos, /services, /contact (spec §2). */
export function SiteLayout({ hero }: { hero: HeroPage }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <Hero page={hero} />
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer />
      <BackToTop />
    </div>
  );
}

/** Navigation bar and footer without hero: the other public pages (legal, guides, 404). */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer />
      <BackToTop />
    </div>
  );
}

/** Footer only: /compagnie-page and /offre-page (spec §2). */
export function FooterOnlyLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}
