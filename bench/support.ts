import autocannon, { type Request } from 'autocannon';

/** Figures of one load run: latencies in milliseconds, throughput in requests per second. */
export interface LoadFigures {
  name: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** Answers received during the measured run. */
  requests: number;
  /** Failed connections and time-outs plus answers with another status than expected. */
  errors: number;
  /** How many answers came with each status. */
  statuses: Record<string, number>;
}

/**
 * Runs autocannon against `url` for `seconds` after a 3-second warm-up (a first run on a cold
 * process reads about ten times low). `overallRate` caps the request rate (req/s) when given.
 */
export async function load(
  name: string,
  options: {
    url: string;
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    overallRate?: number;
    /** The status every answer should have; anything else counts as an error. */
    expectedStatus?: number;
    method?: 'GET' | 'POST';
    body?: string;
    /** Called before each request, e.g. to give it its own Idempotency-Key. */
    setupRequest?: Request['setupRequest'];
    /** Skip the warm-up run (for writes whose count matters). */
    noWarmUp?: boolean;
  },
): Promise<LoadFigures> {
  const base = {
    url: options.url,
    connections: options.connections,
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    ...(options.body ? { body: options.body } : {}),
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
  };
  if (!options.noWarmUp) await autocannon({ ...base, duration: 3 });
  const result = await autocannon({
    ...base,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  const expected = options.expectedStatus ?? 200;
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) !== expected)
    .reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + unexpected,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [
        status,
        stats.count ?? 0,
      ]),
    ),
  };
}

/** A Markdown table of figures. */
export function table(rows: LoadFigures[]): string {
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${r.p50} | ${r.p99} | ${r.requestsPerSecond} | ${r.errors} | ${Object.entries(
        r.statuses,
      )
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')} |`,
  );
  return [
    '| scenario | p50 ms | p99 ms | req/s | errors | statuses |',
    '|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}
