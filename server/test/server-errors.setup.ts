import { afterEach, beforeEach, expect } from 'vitest';
import {
  takeConsoleErrors,
  takeServerErrors,
  unwatchConsoleErrors,
  watchConsoleErrors,
} from './server-errors.ts';

// A test fails when a test server of its file logged an error while it ran, or when anything
// wrote to console.error during it (server-errors.ts); the lines are still printed.
beforeEach(() => watchConsoleErrors());

afterEach(() => {
  const written = takeConsoleErrors();
  unwatchConsoleErrors();
  expect(takeServerErrors(), 'the server logged errors during this test').toEqual([]);
  expect(written, 'console.error was written to during this test').toEqual([]);
});
