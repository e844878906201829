import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { LoadingStatus } from '../loading-status.tsx';
import { flowFrames, frameProps, isFramedHandle, type FlowFrameName } from './flow-frames.ts';
import { frameOutlines } from './frame-outlines.tsx';
import { LanguageSelect } from './language-select.tsx';
import { LogoLink } from './logo-link.tsx';
import { ProgressBar } from './progress-bar.tsx';

/**
 * The frame of a quote-flow page: logo, progress and title; no navigation bar, hero or footer
 * (docs/product/specification.md §2: only the marketing pages show them). In print, no header
 * nor grey background, and no title either when the page prints a sheet of its own (`ownSheet`).
 */
export function FlowPage({
  title,
  progress,
  children,
  wide = false,
  ownSheet = false,
}: {
  title: string;
  progress: number;
  children: ReactNode;
  wide?: boolean;
  ownSheet?: boolean;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="min-h-screen bg-slate-50 print:min-h-0 print:bg-white">
      <header className="border-b border-slate-200 bg-white print:hidden">
        <div
          className={`mx-auto flex items-center gap-4 px-4 py-3 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}
        >
          <LogoLink size={32} />
          <div className="flex-1">
            <ProgressBar value={progress} />
          </div>
          <span className="text-sm font-semibold text-slate-700" aria-hidden>
            {/* The language's percent form (`17 %` in French, `17%` read right in Arabic), from the
                catalogue: the page's first Intl.NumberFormat would load the locale's number data,
                35 ms of a phone's start before anything else needs it (flow-page.test.ts checks
                the catalogue writes what Intl writes). */}
            {t('flow.percent', { value: Math.round(progress) })}
          </span>
          <LanguageSelect tone="light" />
        </div>
      </header>
      <main
        id="main"
        className={`mx-auto px-4 py-8 print:max-w-none print:p-0 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}
      >
        <h1 className={`mb-6 text-2xl font-bold text-slate-900 ${ownSheet ? 'print:hidden' : ''}`}>
          {title}
        </h1>
        {children}
      </main>
    </div>
  );
}

/**
 * The name of the frame of the page on screen: the one its route names (`FramedHandle`), which
 * the build prerendered for its address.
 * @throws Error when no route of the page names a frame (a page drawn outside its route).
 */
function useRouteFrameName(): FlowFrameName {
  const name = useMatches()
    .map((match) => match.handle)
    .findLast(isFramedHandle)?.frame;
  if (!name) throw new Error('This page has no frame: its route names none (FramedHandle)');
  return name;
}

/** FlowPage's title, progress and width for the page on screen, from its route's frame. */
export function useRouteFrame() {
  const { t } = useTranslation();
  return frameProps(t, flowFrames[useRouteFrameName()]);
}

/**
 * A quote-flow page's frame while its data loads: logo, progress and title, "Chargement…"
 * where the page goes and, for a page that has one, the outline of its content
 * (frame-outlines.tsx). The build prerenders it for the page's address (web/prerender.tsx), and
 * the page shows it while waiting (FramedSuspense), so the screen goes from the prerendered
 * frame to the same frame, then to the page.
 */
export function FlowPageFrame() {
  const { t } = useTranslation();
  const name = useRouteFrameName();
  const Outline = frameOutlines[name];
  return (
    <FlowPage {...frameProps(t, flowFrames[name])}>
      <LoadingStatus className={Outline ? 'sr-only' : undefined} />
      {Outline ? <Outline /> : null}
    </FlowPage>
  );
}

/** A quote-flow page's content, its frame shown while the content waits for its data. */
export function FramedSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FlowPageFrame />}>{children}</Suspense>;
}
