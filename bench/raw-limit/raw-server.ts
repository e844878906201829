import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getTableColumns } from 'drizzle-orm';
import pg from 'pg';
import type { AgencyDriverView } from '../../domain/offers/driver-view.ts';
import { shownResponsiveness } from '../../domain/agencies/responsiveness.ts';
import {
  isOfferAvailable,
  rankOffers,
  recommendedPack,
  type Guarantee,
} from '../../domain/reference/guarantees.ts';
import type { AgencyStatus } from '../../domain/agencies/lifecycle.ts';
import { openDatabase, serverPoolConfig } from '../../server/db/client.ts';
import { guaranteeChoices } from '../../server/db/schema/index.ts';
import { offerHistory } from '../../domain/offers/offer-history.ts';
import { encodePosition } from '../../server/lib/keyset.ts';
import { languageFrom } from '../../server/lib/i18n.ts';
import {
  driverViewOf,
  versionsFromJson,
  type VersionJson,
} from '../../server/modules/offers/index.ts';
import { priceEstimateOf, type PriceEstimateRow } from '../../domain/tariffs/api.ts';
import {
  agencyReviewsOf,
  getComparison,
} from '../../server/modules/quotes/driver-quotes.service.ts';
import { listQuoteTable } from '../../server/modules/quote-tables/quote-tables.service.ts';

/*
 * The raw reference server: the limit the app is measured against (bench/raw-limit/run.ts).
 * Bare node:http and pg, the app's pool (serverPoolConfig: 10 connections, same session
 * settings), the app's exact SQL, each statement named so that PostgreSQL parses and plans it
 * once per connection, rows read as arrays and written straight to the answer's JSON.
 *
 * The SQL is never copied: at start, the app's own service functions run once against a
 * database whose logger records every statement they send (text and parameters), so a change
 * of the app's SQL changes this server's too. What the raw server does not do is the app's
 * framework: routing, session resolution (in the app, a cache hit), validation, logging; each
 * scenario is one fixed request of one fixed caller. The mapping of rows to the answer is
 * written here by position, in the order of the service's select; raw-server.test.ts checks
 * that the bytes equal the app's answer.
 */

/** One statement as the app sent it. */
interface Statement {
  text: string;
  values: unknown[];
}

/** Rows of one statement, each an array in the select's order. */
type Rows = unknown[][];

/** A fixed request the raw server answers: its path and query, its statements, its answer. */
export interface RawScenario {
  path: string;
  statements: Statement[];
  answer(results: Rows[]): unknown;
}

/** Who the scenarios are asked for: an agency member and a driver's quote. */
export interface RawCallers {
  member: { userId: string; agencyId: string; cityId: number };
  driver: { userId: string; quoteId: string };
  /** The Accept-Language header the requests carry. */
  acceptLanguage: string;
}

/** Parses like Drizzle's node-postgres driver: instants, dates and intervals stay text. */
const textTypes = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115,
  1182,
  1185,
  1187,
  1231,
]);
const types = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    textTypes.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format),
} as pg.CustomTypesConfig;

/** Runs the app's service calls in `run` and returns the statements they sent, in order. */
async function recordStatements(
  databaseUrl: string,
  run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown>,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const recording = await openDatabase({
    databaseUrl,
    dataDir: '',
    logger: { logQuery: (text, values) => statements.push({ text, values }) },
  });
  try {
    await run(recording.db);
  } finally {
    await recording.close();
  }
  return statements;
}

const iso = (instant: unknown) => new Date(String(instant)).toISOString();

/** A row of the back-office tables, by position of listQuoteTable's select. */
function tableRow(row: unknown[]) {
  const [id, reference, guaranteeChoiceId, at, insuranceStartDate, expiresAt] = row;
  const [, status, selectedPack, selectedByUs, amount] = row.slice(6);
  const [policyNumber, firstLetter, lastLetter, age, maskedCin, firstName, lastName] =
    row.slice(11);
  const [cin, phone, email, anonymised, city] = row.slice(18);
  const driver: AgencyDriverView = driverViewOf(
    {
      firstLetter: firstLetter as string,
      lastLetter: lastLetter as string,
      age: age as number,
      maskedCin: maskedCin as string,
      firstName: firstName as string | null,
      lastName: lastName as string | null,
      cin: cin as string | null,
      phone: phone as string | null,
      email: email as string | null,
      anonymised: anonymised as boolean,
    },
    city as string,
  );
  return {
    id,
    reference,
    guaranteeChoiceId,
    at: iso(at),
    insuranceStartDate,
    expiresAt: iso(expiresAt),
    driver,
    amountCentimes: amount === null ? null : Number(amount),
    status,
    selectedPack: selectedByUs ? selectedPack : null,
    policyNumber,
  };
}

/** A page of a back-office table: 25 rows, and the cursor when a 26th was read. */
function tablePage([rows]: Rows[]) {
  const page = (rows ?? []).slice(0, 25);
  const last = page.at(-1);
  return {
    items: page.map(tableRow),
    nextCursor:
      (rows ?? []).length > 25 && last ? encodePosition([String(last[6]), String(last[0])]) : null,
  };
}

/** Where each column of a whole-table select lands (Drizzle selects them in schema order). */
function columnIndex<T extends object>(table: T, offset = 0): Record<keyof T, number> {
  return Object.fromEntries(
    Object.keys(getTableColumns(table as never)).map((key, i) => [key, offset + i]),
  ) as Record<keyof T, number>;
}

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/**
 * The comparison, by position of getComparison's statements: the quote (with its range as
 * JSON), then its offers, each with its agency, ratings, review and versions (JSON).
 */
function comparison([quoteRows, offerRows]: Rows[]) {
  const quote = quoteRows?.[0];
  if (!quote) throw new Error('quote missing');
  const choicesFrom = 9;
  const choiceAt = columnIndex(guaranteeChoices, choicesFrom);
  const choice = Object.fromEntries(
    Object.entries(choiceAt).map(([key, i]) => [key, quote[i]]),
  ) as Record<Guarantee, string>;
  const recommended = recommendedPack(choice);
  const cards = (offerRows ?? []).map((row) => {
    const [id, , basic, intermediate, premium, validUntil, status, name, address, phone] = row;
    const [acaps, insurerName, insurerSlug, responsivenessOf] = row.slice(10);
    const [pricedCount, pricingMedian, calledCount, callBackMedian] = row.slice(14);
    const [ratingCount, ratingSum, review, versionsJson] = row.slice(18);
    const versions = versionsFromJson(versionsJson as VersionJson[] | null);
    return {
      id: id as string,
      available: isOfferAvailable(status as AgencyStatus),
      agencyName: name as string,
      agency: { name, address, phone, acapsApprovalNumber: acaps },
      insurer: { name: insurerName, slug: insurerSlug },
      ...agencyReviewsOf(
        numberOrNull(ratingCount),
        numberOrNull(ratingSum),
        review as Parameters<typeof agencyReviewsOf>[2],
      ),
      responsiveness: shownResponsiveness(
        responsivenessOf === null
          ? null
          : {
              pricedCount: pricedCount as number,
              pricingMedianSeconds: pricingMedian as number | null,
              calledCount: calledCount as number,
              callBackMedianSeconds: callBackMedian as number | null,
            },
      ),
      prices: {
        basic: Number(basic),
        intermediate: Number(intermediate),
        premium: Number(premium),
      },
      terms: versions.at(-1)?.terms ?? null,
      history: offerHistory(versions),
      validUntil,
      pricing: versions.at(-1)?.pricing ?? null,
    };
  });
  const [id, reference, status, cancel, select, createdAt, expiresAt, offerId, pack] = quote;
  return {
    id,
    reference,
    status,
    abilities: { cancel, select },
    createdAt: iso(createdAt),
    expiresAt: iso(expiresAt),
    selection: offerId && pack ? { offerId, pack } : null,
    recommendedPack: recommended,
    rankedBy: recommended,
    // After the guarantee choices' columns: the range's rows as JSON.
    estimate: priceEstimateOf(
      quote[choicesFrom + Object.keys(choiceAt).length] as PriceEstimateRow[] | null,
    ),
    offers: rankOffers(cards, recommended).map(({ agencyName: _sortKey, ...card }) => card),
  };
}

/**
 * The three scenarios of the raw-limit benchmark for `callers`: the pending list, the processed
 * table and the comparison, with the SQL the app sends for them (recorded once, here).
 */
export async function rawScenarios(
  databaseUrl: string,
  callers: RawCallers,
): Promise<RawScenario[]> {
  const language = languageFrom(callers.acceptLanguage);
  const table = (name: 'pending' | 'processed') => async (): Promise<RawScenario> => ({
    path: `/api/agency/tables/${name}`,
    statements: await recordStatements(databaseUrl, (db) =>
      listQuoteTable(
        db,
        callers.member,
        name,
        // The table's own order, as the app reads it without a `direction`.
        { search: '', sort: 'date' },
        language,
      ),
    ),
    answer: tablePage,
  });
  const compare = async (): Promise<RawScenario> => ({
    path: `/api/quotes/${callers.driver.quoteId}`,
    // Without the write that marks offers seen: the app sends it once per offer, at the first
    // load, and none in the steady state measured.
    statements: (
      await recordStatements(databaseUrl, (db) =>
        getComparison(db, callers.driver.userId, callers.driver.quoteId),
      )
    ).filter((statement) => !/^update\b/i.test(statement.text)),
    answer: comparison,
  });
  return [await table('pending')(), await table('processed')(), await compare()];
}

/** A listening raw server. */
export interface RawServer {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Serves `scenarios` on 127.0.0.1:`port` (0: any free port) from its own pool on `databaseUrl`.
 * Any other path is a 404; a failed statement a 500 with the error's message.
 */
export async function startRawServer(
  databaseUrl: string,
  scenarios: RawScenario[],
  port = 0,
): Promise<RawServer> {
  const pool = new pg.Pool(serverPoolConfig(databaseUrl));
  const byPath = new Map(scenarios.map((scenario, i) => [scenario.path, { scenario, i }]));
  const server: Server = createServer((request, response) => {
    const found = byPath.get(request.url ?? '');
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    const { scenario, i } = found;
    void (async () => {
      const results: Rows[] = [];
      for (const [j, statement] of scenario.statements.entries()) {
        const result = await pool.query<unknown[]>({
          name: `raw_${i}_${j}`,
          text: statement.text,
          values: statement.values,
          rowMode: 'array',
          types,
        });
        results.push(result.rows);
      }
      const body = JSON.stringify(scenario.answer(results));
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    })().catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
