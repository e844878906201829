import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { withPositionalRows } from '../../server/db/positional-rows.ts';
import { median } from 'simple-statistics';

/*
 * Rows read as arrays, made into the objects a service reads: the mapper `withPositionalRows`
 * compiles for a select, against the reference (the same objects written by hand as a literal, as
 * the raw reference server does) and against the mapping it replaced (each row's object built
 * key by key from the list of names). A page of a back-office table: 26 rows of 23 fields,
 * a fifth of them null, each other field through a decoder that returns its value.
 * ROUNDS (5) rounds alternate the three; each round maps the page PAGES (50,000) times.
 * Run: `node --import tsx bench/raw-limit/row-mapping.ts` (REPORT=<file> to write elsewhere).
 */

const rounds = Number(process.env.ROUNDS ?? 5);
const pages = Number(process.env.PAGES ?? 50_000);
const keys = Array.from({ length: 23 }, (_, i) => `field${i}`);
const rows = Array.from({ length: 26 }, (_, r) =>
  keys.map((key, i) => (i % 5 === 4 ? null : `${key}-${r}`)),
);

type Mapper = (rows: unknown[][]) => unknown[];
const selected = {
  fields: keys.map((key) => ({ path: [key], field: sql<string>`${key}` })),
  customResultMapper: undefined as Mapper | undefined,
};
const compiled = withPositionalRows(selected).customResultMapper as Mapper;

// What Drizzle decodes an SQL field without `mapWith` through (internal to its types).
const decoders = keys.map(
  () =>
    (sql<string>`x` as unknown as { decoder: { mapFromDriverValue(value: unknown): unknown } })
      .decoder,
);
const keyByKey: Mapper = (page) =>
  page.map((row) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index += 1) {
      const raw = row[index];
      result[keys[index] as string] =
        raw === null ? null : decoders[index]?.mapFromDriverValue(raw);
    }
    return result;
  });
const decode = (raw: unknown) => (raw === null ? null : decoders[0]?.mapFromDriverValue(raw));
// The reference: the literal written out, as a hand-made mapper would be, each field through one
// shared decoding function.
const byHand: Mapper = (page) =>
  page.map((row) => ({
    field0: decode(row[0]),
    field1: decode(row[1]),
    field2: decode(row[2]),
    field3: decode(row[3]),
    field4: decode(row[4]),
    field5: decode(row[5]),
    field6: decode(row[6]),
    field7: decode(row[7]),
    field8: decode(row[8]),
    field9: decode(row[9]),
    field10: decode(row[10]),
    field11: decode(row[11]),
    field12: decode(row[12]),
    field13: decode(row[13]),
    field14: decode(row[14]),
    field15: decode(row[15]),
    field16: decode(row[16]),
    field17: decode(row[17]),
    field18: decode(row[18]),
    field19: decode(row[19]),
    field20: decode(row[20]),
    field21: decode(row[21]),
    field22: decode(row[22]),
  }));

const variants = { 'by hand (reference)': byHand, compiled, 'key by key': keyByKey };
for (const map of Object.values(variants)) {
  const [first] = map(rows) as Record<string, unknown>[];
  if (first?.field0 !== 'field0-0' || first.field4 !== null || Object.keys(first).length !== 23)
    throw new Error('a mapper maps the rows wrongly');
}
const times: Record<string, number[]> = {};
for (let round = 0; round < rounds; round += 1)
  for (const [name, map] of Object.entries(variants)) {
    const start = process.hrtime.bigint();
    let mapped = 0;
    for (let page = 0; page < pages; page += 1) mapped += map(rows).length;
    if (mapped !== pages * rows.length) throw new Error('rows lost');
    (times[name] ??= []).push(Number(process.hrtime.bigint() - start) / pages / 1000);
  }
const reference = median(times['by hand (reference)'] ?? []);
const report = [
  `## Row mapping, a page of 26 rows × 23 fields — ${new Date().toISOString().slice(0, 10)}, node ${process.version}`,
  '',
  `${rounds} alternated rounds of ${pages.toLocaleString('en')} pages each; µs per page, median (rounds).`,
  '',
  '| mapper | µs per page | rounds | by hand ÷ mapper |',
  '|---|---|---|---|',
  ...Object.entries(times).map(
    ([name, list]) =>
      `| ${name} | ${median(list).toFixed(2)} | ${list.map((t) => t.toFixed(2)).join(' / ')} | **${(reference / median(list)).toFixed(2)}** |`,
  ),
  '',
].join('\n');
writeFileSync(process.env.REPORT ?? 'bench/results/row-mapping.md', report);
process.stdout.write(report);
