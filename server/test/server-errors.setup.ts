import { afterEach, expect } from 'vitest';
import { takeServerErrors } from './server-errors.ts';

// A test fails when a test server of its file logged an error while it ran (server-errors.ts).
afterEach(() => {
  expect(takeServerErrors(), 'the server logged errors during this test').toEqual([]);
});
