import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import type { LoadFigures } from './support.ts';

/**
 * An open-loop load at a constant arrival rate (requests per second), for "p99 at N req/s"
 * budgets. autocannon's `overallRate` sends each connection's quota back to back at the start
 * of every second, so its latencies are those of a burst at full speed, not of a steady rate.
 * Here requests are scheduled every 10 ms whatever the answers do, over keep-alive sockets, and
 * each latency runs from the request's scheduled time: a server that falls behind cannot hide
 * the queue (no coordinated omission).
 */
export async function constantRate(
  name: string,
  options: {
    url: string;
    rate: number;
    seconds: number;
    headers?: Record<string, string>;
    expectedStatus?: number;
    method?: 'GET' | 'POST';
    /** JSON body of every request (POST). */
    body?: string;
    /** Give each request its own Idempotency-Key (submissions). */
    idempotencyKeys?: boolean;
    /**
     * Seconds sent at the same rate just before the measured ones, over the same sockets, and
     * not counted: the server's pool reopens the connections it closed while idle (pg closes
     * them after 10 s) and the generator's code is compiled, so the figures are the steady
     * state's. 0 (the default) measures from the first request.
     */
    warmUpSeconds?: number;
  },
): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(options.url);
  let latencies: number[] = [];
  let statuses: Record<string, number> = {};
  let errors = 0;
  const tickMs = 10;
  const perTick = options.rate / (1000 / tickMs);

  const send = (scheduledAt: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: options.method ?? 'GET',
          headers: {
            ...options.headers,
            ...(options.body ? { 'content-type': 'application/json' } : {}),
            ...(options.idempotencyKeys ? { 'idempotency-key': randomUUID() } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = String(response.statusCode);
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (response.statusCode !== (options.expectedStatus ?? 200)) errors += 1;
            latencies.push(performance.now() - scheduledAt);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(options.body);
    });

  /** Sends `seconds` of requests at the rate; resolves when every answer is in. */
  const drive = async (seconds: number) => {
    const total = Math.round(options.rate * seconds);
    const started = performance.now();
    const pending: Promise<void>[] = [];
    let sent = 0;
    while (sent < total) {
      const due = Math.min(
        total,
        Math.floor(((performance.now() - started) / tickMs + 1) * perTick),
      );
      for (; sent < due; sent += 1) pending.push(send(started + (sent / perTick) * tickMs));
      await new Promise((resolve) => setTimeout(resolve, tickMs));
    }
    await Promise.all(pending);
    return started;
  };

  if (options.warmUpSeconds) {
    await drive(options.warmUpSeconds);
    latencies = [];
    statuses = {};
    errors = 0;
  }
  const started = await drive(options.seconds);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    name,
    p50: at(0.5),
    p99: at(0.99),
    requestsPerSecond: Math.round(latencies.length / elapsed),
    requests: latencies.length,
    errors,
    statuses,
  };
}

/**
 * Runs `constantRate` in a child process of its own, so the generator's latencies are not
 * stretched by the garbage collection of the orchestrating process (which may hold a large
 * heap after seeding).
 */
export async function constantRateIsolated(
  name: string,
  options: Parameters<typeof constantRate>[1],
): Promise<LoadFigures> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, CONSTANT_RATE_JOB: JSON.stringify({ name, options }) },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`constant-rate generator exited with ${code}`);
  return JSON.parse(output) as LoadFigures;
}

if (process.env.CONSTANT_RATE_JOB && process.argv[1] === fileURLToPath(import.meta.url)) {
  const job = JSON.parse(process.env.CONSTANT_RATE_JOB) as {
    name: string;
    options: Parameters<typeof constantRate>[1];
  };
  process.stdout.write(JSON.stringify(await constantRate(job.name, job.options)));
}
