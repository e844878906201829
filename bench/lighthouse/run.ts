import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppServer } from '../../e2e/support/app-server.ts';
import { chromiumFlags } from '../../e2e/support/browser.ts';

/*
 * Lighthouse scores of the public pages (budgets docs/product/design.md §10): the built app served
 * by the real server (`server/main.ts`, as `npm start` runs it), audited with Lighthouse's
 * default mobile profile (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium.
 * Run: `npm run bench:lighthouse` (builds first). Writes bench/results/lighthouse.md.
 */

const pages = (process.env.PAGES ?? '/accueil,/services,/contact').split(',');
const runs = Number(process.env.RUNS ?? 3);
const budget = { performance: 95, accessibility: 100, lcpMs: 1500 };

const server = await startAppServer({ LOG_LEVEL: 'error' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: chromiumFlags,
});

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

try {
  const rows: Row[] = [];
  for (const path of pages) {
    const samples: Row[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      samples.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      });
    }
    // The median run by performance score, as Lighthouse's own guidance suggests.
    samples.sort((a, b) => a.performance - b.performance);
    rows.push(samples[Math.floor(samples.length / 2)] as Row);
  }

  const pass = (row: Row) =>
    row.performance >= budget.performance &&
    row.accessibility >= budget.accessibility &&
    row.lcpMs <= budget.lcpMs;
  const report = [
    `## Lighthouse, mobile profile — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Median of ${runs} runs per page; built app served by server/main.ts on this 2-core machine.`,
    `Budgets: performance ≥ ${budget.performance}, accessibility ${budget.accessibility}, LCP ≤ ${budget.lcpMs} ms.`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | budget |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${pass(r) ? 'met' : 'MISSED'} |`,
    ),
    '',
  ].join('\n');
  console.log(report);
  writeFileSync('bench/results/lighthouse.md', report);
  if (!rows.every(pass)) process.exitCode = 1;
} finally {
  chrome.kill();
  await server.stop();
}
