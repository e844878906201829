import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page reached by a link or a redirect opens at its top, as a page loaded by the browser
 * does (no link of the app leads to a fragment of another page); the app's navigations
 * otherwise kept the scroll of the page left (a choice confirmed at the foot of an offer opened
 * the confirmation halfway down). A change of the query alone (a sort, a search, a ranking
 * pack) keeps the scroll: it is the same page.
 * Back and Forward are left to the browser, which restores where the reader was as far as the
 * page has already rendered.
 *
 * Not React Router's ScrollRestoration: it scrolls to the top when the app starts, and a public
 * page's app starts when the visitor scrolls or taps (decision 0028), which would throw them
 * back to the top of the page they were reading.
 */
export function useNewPageAtTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    // The first page (the app starting) and Back and Forward are POP navigations.
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    // Only a new page: the query and the navigation's type change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
