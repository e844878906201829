import { describe, expect, it } from 'vitest';
import { retentionPeriods } from '../../../domain/retention.ts';
import { arArticles } from '../../i18n/ar/articles.ts';
import { enArticles } from '../../i18n/en/articles.ts';
import { frArticles } from '../../i18n/fr/articles.ts';

/*
 * The privacy page states every period the retention and expiry jobs enforce, in every
 * language, from domain/retention.ts (the page interpolates `retentionPeriods`): a period added
 * there and not stated, or a number typed into the text instead of its constant, fails here.
 */
describe.each([
  ['fr', frArticles],
  ['en', enArticles],
  ['ar', arArticles],
] as const)('the privacy page in %s', (_language, articles) => {
  const text = JSON.stringify(articles.legal.confidentialite);

  it('states every retention period from its constant', () => {
    for (const name of Object.keys(retentionPeriods)) expect(text).toContain(`{{${name}}}`);
  });

  it('names no period the jobs do not enforce', () => {
    const periods = [...text.matchAll(/\{\{(\w+(?:Days|Months|Years))\}\}/g)].map(
      (match) => match[1],
    );
    for (const name of periods) expect(Object.keys(retentionPeriods)).toContain(name);
    expect(text).not.toMatch(/\b12 (mois|months)\b|12 شهرًا/);
  });
});
