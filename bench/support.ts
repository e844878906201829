import autocannon from 'autocannon';

/** Figures of one load run: latencies in milliseconds, throughput in requests per second. */
export interface LoadFigures {
  name: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** Failed connections and time-outs plus answers with another status than expected. */
  errors: number;
}

/**
 * Runs autocannon against `url` for `seconds` after a 3-second warm-up (STACK.md: the first
 * run reads ten times low). `overallRate` caps the request rate (req/s) when given.
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
  },
): Promise<LoadFigures> {
  const base = {
    url: options.url,
    connections: options.connections,
    headers: options.headers ?? {},
  };
  await autocannon({ ...base, duration: 3 });
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
    errors: result.errors + result.timeouts + unexpected,
  };
}

/** A Markdown table of figures. */
export function table(rows: LoadFigures[]): string {
  const lines = rows.map(
    (r) => `| ${r.name} | ${r.p50} | ${r.p99} | ${r.requestsPerSecond} | ${r.errors} |`,
  );
  return [
    '| scenario | p50 ms | p99 ms | req/s | errors |',
    '|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}
