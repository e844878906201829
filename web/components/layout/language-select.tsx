import { useTranslation } from 'react-i18next';
import { availableLanguages, uiLanguages } from '../../i18n/index.ts';

/**
 * The language selector of the navigation bar (spec §2). French only for now: English and
 * Arabic are listed as coming soon until their catalogues exist (issue 5).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-1 text-xs">
      <span className="sr-only">{t('nav.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
        className="rounded border border-white/40 bg-brand-900 px-1 py-0.5 text-white"
      >
        {uiLanguages.map((language) => (
          <option key={language} value={language} disabled={!availableLanguages.includes(language)}>
            {availableLanguages.includes(language)
              ? t(`nav.languages.${language}`)
              : t('nav.languageSoon', { language: t(`nav.languages.${language}`) })}
          </option>
        ))}
      </select>
    </label>
  );
}
