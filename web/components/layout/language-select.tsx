import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '../../../domain/languages.ts';
import type { Profile } from '../../../domain/profile.schemas.ts';
import { currentLanguage, setLanguage } from '../../i18n/index.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQuery, useSession } from '../../lib/session.ts';

/**
 * The language selector of the navigation bar (spec §2; issue 5 item 2): switches at once,
 * without a reload; remembered in a cookie, and on the account when signed in. A native
 * select, so the keyboard and screen readers work as everywhere else. Each language is named
 * in itself. Also in the quote flow's header (`light`) and the back office's sidebar.
 */
export function LanguageSelect({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  const choose = async (value: string) => {
    if (!isLanguage(value)) return;
    await setLanguage(value);
    if (!user) return;
    try {
      await apiFetch('/api/me/language', { method: 'PUT', body: { language: value } });
      const saved: Profile = { ...user, locale: value };
      queryClient.setQueryData(sessionQuery.queryKey, saved);
    } catch {
      // Not saved on the account; the choice still holds in this browser (cookie).
    }
  };
  return (
    <label className="flex items-center gap-1 text-xs">
      <span className="sr-only">{t('nav.language')}</span>
      <select
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
  );
}
