import { describe, expect, it } from 'vitest';
import { reviewSignature } from './mask.ts';

describe('reviewSignature', () => {
  it.each([
    ['Nadia', 'Berrada', 'Nadia B.'],
    [' Fatima Zahra ', ' el Idrissi', 'Fatima Zahra E.'],
    ['سلمى', 'بناني', 'سلمى ب.'],
    ['Omar', '', 'Omar'],
  ])('signs %j %j as %j', (first, last, signature) => {
    expect(reviewSignature(first, last)).toBe(signature);
  });
});
