import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { addCataloguePart } from '../../../i18n/index.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { legalIdentity, supportContact } from '../../../lib/site-config.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { guidePages, type Article, type ArticleKey } from '../articles.ts';
import { useStartComparisonTarget } from '../../../lib/start-comparison.ts';
import { retentionPeriods } from '../../../../domain/retention.ts';

// The articles' texts load with this page, not with every page.
await addCataloguePart('articles', (language) =>
  ({
    fr: () => import('../../../i18n/fr/articles.ts').then((module) => module.frArticles),
    en: () => import('../../../i18n/en/articles.ts').then((module) => module.enArticles),
    ar: () => import('../../../i18n/ar/articles.ts').then((module) => module.arArticles),
  })[language](),
);

/** The route handle of an article page: which catalogue entry it shows. */
export interface ArticleHandle {
  article: ArticleKey;
}

function useArticleKey(): ArticleKey {
  const handle = useMatches().at(-1)?.handle as ArticleHandle | undefined;
  if (!handle) throw new Error('article route without an article handle');
  return handle.article;
}

/**
 * An insurance guide or a legal page, from the catalogue entry named by
 * its route handle. Legal pages take the operator, ACAPS and CNDP numbers and the support
 * contact from the site configuration; guides end with the other guides and a call to action.
 */
export default function ArticlePage() {
  const { t } = useTranslation();
  const key = useArticleKey();
  const isGuide = key.startsWith('guides.');
  const article = t(key, {
    returnObjects: true,
    ...legalIdentity,
    ...supportContact,
    // The privacy page states the periods the jobs enforce, from the same constants.
    ...retentionPeriods,
  }) as Article;
  usePageTitle(article.title, article.description);
  const start = useStartComparisonTarget();
  const section = isGuide ? 'guides' : 'legal';

  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10 outline-none">
      <p className="text-sm font-semibold text-brand-800">{t(`${section}.label`)}</p>
      <h1 className="mt-1 text-3xl font-bold">{article.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{article.lead}</p>
      {article.sections.map(({ heading, paragraphs, items }) => (
        <section key={heading} className="mt-8">
          <h2 className="text-xl font-bold">{heading}</h2>
          {paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-800">
              {paragraph}
            </p>
          ))}
          {items ? (
            <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-slate-800">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className="mt-10 text-sm text-slate-600">{t(`${section}.updated`)}</p>
      {isGuide ? (
        <>
          <nav
            aria-labelledby="read-also"
            className="mt-10 rounded-2xl bg-white p-6 ring-1 ring-slate-200"
          >
            <h2 id="read-also" className="font-bold">
              {t('guides.readAlso')}
            </h2>
            <ul className="mt-3 space-y-2">
              {guidePages
                .filter(([, other]) => other !== key)
                .map(([path, other]) => (
                  <li key={path}>
                    <Link to={path} className="text-brand-800 underline">
                      {t(`${other}.title`)}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
          <p className="mt-8">
            <Link to={start} className={buttonClass('primary', 'px-6 py-3 text-base')}>
              {t('guides.compareCta')}
            </Link>
          </p>
        </>
      ) : null}
    </main>
  );
}
