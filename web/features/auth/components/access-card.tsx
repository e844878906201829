import type { ReactNode } from 'react';
import { LanguageSelect } from '../../../components/layout/language-select.tsx';
import { LogoLink } from '../../../components/layout/logo-link.tsx';

/**
 * The centred card of the back office's pages reached without a session (/adminLogin, agency
 * registration, forgotten and new password) on a dark background, with the language selector
 * of the site's navigation bar (docs/product/specification.md §2: every page offers fr / en / ar).
 */
export function AccessCard({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-900 px-4 py-10"
    >
      <section
        aria-labelledby="access-title"
        className={`w-full rounded-2xl bg-white p-6 shadow-xl sm:p-8 ${wide ? 'max-w-2xl' : 'max-w-sm'}`}
      >
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <LogoLink size={36} text="text-lg font-bold" />
          <LanguageSelect tone="light" />
        </div>
        <h1 id="access-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <p className="mb-6 mt-1 text-sm text-slate-600">{intro}</p>
        {children}
      </section>
    </main>
  );
}
