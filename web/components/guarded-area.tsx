import { useIsFetching, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { isStaffRole, type Role } from '../../domain/accounts/roles.ts';
import { addSignedInTexts } from '../i18n/signed-in.ts';
import { loadAhead } from '../lib/load-ahead.ts';
import { sessionQuery } from '../lib/session.ts';
import { signInPath, useReturnToSignInWhenSessionLost } from '../lib/session-lost.ts';
import { preloadAreaErrorPanel } from './area-boundary.tsx';

/** Who a signed-in area lets in: the driver, staff, anyone signed in, or some roles. */
export type Guard = 'driver' | 'staff' | 'signedIn' | readonly Role[];

/**
 * The texts of the area `who` guards: every signed-in area's, and the back office's except on
 * the driver's pages.
 */
function areaTexts(who: Guard): Promise<unknown> {
  return Promise.all([
    addSignedInTexts(),
    who === 'driver' ? null : import('../i18n/back-office-texts.ts'),
  ]);
}

/**
 * A route loader that lets the right people in (docs/product/specification.md §6; docs/product/design.md §1): a visitor on a driver
 * page goes to /login-page, on a back-office page to /adminLogin, and comes back after
 * sign-in. The server checks again on every API call. The area's texts load with it.
 */
export function guard(queryClient: QueryClient, who: Guard) {
  return async ({ request }: LoaderFunctionArgs) => {
    const [user] = await Promise.all([queryClient.ensureQueryData(sessionQuery), areaTexts(who)]);
    const url = new URL(request.url);
    const forStaff = who !== 'driver' && who !== 'signedIn';
    if (!user) return redirect(signInPath(forStaff, url.pathname + url.search));
    const staff = isStaffRole(user.role);
    if (who === 'driver' && staff) return redirect('/dashboard');
    if (forStaff && !staff) return redirect('/accueil');
    if (Array.isArray(who) && !who.includes(user.role)) return redirect('/dashboard');
    return null;
  };
}

// Toasts may come late: a network cut while their code downloads leaves the page as it is, and
// the toaster comes once the browser is back online.
const Toaster = lazy(async () => ({ default: (await loadAhead(() => import('sonner'))).Toaster }));

/**
 * A signed-in area: its pages may suspend while their data loads, and show toasts after
 * actions (sonner). Public pages never load the toaster's code (docs/product/design.md §10 bundle budget). A
 * session the server no longer accepts returns the person to their sign-in page.
 */
export function GuardedOutlet() {
  useReturnToSignInWhenSessionLost();
  // The toaster and the area's error panel load once no query is fetching (the first page has
  // its data) and the browser has painted since (the page's content is on screen), not before:
  // neither then delays that content, even when its data came with the frame (early reads).
  // Toasts follow the person's actions, and one made before the toaster mounts shows when it
  // does (sonner replays the active ones); the panel is there for a page that cannot load
  // offline later.
  const [settled, setSettled] = useState(false);
  const [shown, setShown] = useState(false);
  const fetching = useIsFetching();
  if (!settled && fetching === 0) setSettled(true);
  useEffect(() => {
    if (!settled) return;
    // A frame's callback runs before the paint, a task it queues after it.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [settled]);
  useEffect(() => {
    if (shown) preloadAreaErrorPanel();
  }, [shown]);
  return (
    <>
      <Suspense
        fallback={
          <p role="status" className="p-8 text-slate-600">
            …
          </p>
        }
      >
        <Outlet />
      </Suspense>
      {shown ? (
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      ) : null}
    </>
  );
}
