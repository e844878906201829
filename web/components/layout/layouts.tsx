import { Outlet } from 'react-router';
import { BackToTop } from './back-to-top.tsx';
import { Footer } from './footer.tsx';
import { Hero, type HeroPage } from './hero.tsx';
import { Navbar } from './navbar.tsx';

/**
 * Navigation bar, footer and back-to-top, with the hero on /accueil, /apropos, /services and
 * /contact (docs/product/specification.md §2); without it on the other public pages (legal, guides, 404, Mes devis).
 */
export function PublicLayout({ hero }: { hero?: HeroPage }) {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      {hero ? <Hero page={hero} /> : null}
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer />
      <BackToTop />
    </div>
  );
}

/**
 * Footer only: /compagnie-page and /offre-page (docs/product/specification.md §2); a printed
 * page shows no footer.
 */
export function FooterOnlyLayout() {
  return (
    <div className="flex min-h-screen flex-col print:block print:min-h-0">
      <div className="flex-1">
        <Outlet />
      </div>
      <div className="print:hidden">
        <Footer />
      </div>
    </div>
  );
}
