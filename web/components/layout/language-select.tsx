import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isLanguage, languages } from '../../../domain/languages.ts';
import type { Profile } from '../../../domain/accounts/profile.ts';
import { currentLanguage, setLanguage } from '../../i18n/index.ts';
import { apiFetch, apiPath } from '../../lib/api-client.ts';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQuery, useSession } from '../../lib/session.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The language selector of the navigation bar (docs/product/specification.md §2; decision 0008): switches at once,
 * without a reload; remembered in a cookie, and on the account when signed in. A native
 * select, so the keyboard and screen readers work as everywhere else. Each language is named
 * in itself. Also in the quote flow's header (`light`) and the back office's sidebar.
 *
 * It is also a GET form to /api/language (server/web-app.ts), so the choice works before the
 * app has started on a prerendered page: without JavaScript through its button (shown only
 * then), and while the app loads through web/public/hydrate.js, which submits the form when
 * the select changes until the app marks the form as its own (`data-hydrated`).
 */
export function LanguageSelect({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const hydrated = useHydrated();
  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    await setLanguage(value);
    if (!user) return;
    try {
      await apiFetch(apiPath`/api/me/language`, { method: 'PUT', body: { language: value } });
      const saved: Profile = { ...user, locale: value };
      queryClient.setQueryData(sessionQuery.queryKey, saved);
    } catch {
      // Not saved on the account; the choice still holds in this browser (cookie).
    }
  };
  // The prerendered page knows only its path; the query joins once the app runs.
  const here = hydrated ? `${location.pathname}${location.search}` : location.pathname;
  return (
    <form
      method="get"
      action="/api/language"
      data-language-form=""
      data-hydrated={hydrated ? '' : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const select = event.currentTarget.elements.namedItem('lang');
        if (select instanceof HTMLSelectElement) void choose(select.value);
      }}
      className="flex items-center gap-1 text-xs"
    >
      <input type="hidden" name="next" value={here} />
      <label className="flex items-center gap-1">
        <span className="sr-only">{t('nav.language')}</span>
        <select
          name="lang"
          value={currentLanguage()}
          onChange={(event) => void choose(event.target.value)}
          className={
            tone === 'dark'
              ? 'rounded border border-white/40 bg-brand-900 px-1 py-0.5 text-white'
              : 'rounded border border-slate-300 bg-white px-1 py-0.5 text-slate-800'
          }
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`nav.languages.${language}`)}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button
          type="submit"
          className={
            tone === 'dark'
              ? 'rounded border border-white/40 px-1.5 py-0.5 text-white'
              : 'rounded border border-slate-300 px-1.5 py-0.5 text-slate-800'
          }
        >
          {t('nav.languageApply')}
        </button>
      </noscript>
    </form>
  );
}
