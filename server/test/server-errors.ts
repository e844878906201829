import { format } from 'node:util';
import { vi, type MockInstance } from 'vitest';

/*
 * The errors the test servers of this worker logged (pino level error or fatal), so that a
 * test during which a server logged one fails (`server-errors.setup.ts`): a 500 answered as
 * something else, or work after an answer that failed, must not pass unseen. Likewise what
 * was written to console.error during a test (a React warning, a failure a library reported).
 */

const logged: string[] = [];

/** A log destination that keeps the lines at level error or fatal, and echoes every line when asked. */
export function errorCollectingStream(echo: boolean): { write(line: string): void } {
  return {
    write(line: string) {
      if (echo) process.stdout.write(line);
      const { level } = JSON.parse(line) as { level?: number };
      if ((level ?? 0) >= 50) logged.push(line.trim());
    },
  };
}

/** The error lines logged since the last call, emptying the list. */
export function takeServerErrors(): string[] {
  return logged.splice(0);
}

let consoleErrors: MockInstance<typeof console.error> | undefined;

/** Records what is written to console.error from now on (still printed), until `unwatchConsoleErrors`. */
export function watchConsoleErrors(): void {
  consoleErrors ??= vi.spyOn(console, 'error');
}

/** The lines written to console.error since the last call (as console.error formats them), emptying the list. */
export function takeConsoleErrors(): string[] {
  const lines = consoleErrors?.mock.calls.map((call) => format(...call)) ?? [];
  consoleErrors?.mockClear();
  return lines;
}

/** Stops recording console.error, restoring it. */
export function unwatchConsoleErrors(): void {
  consoleErrors?.mockRestore();
  consoleErrors = undefined;
}
