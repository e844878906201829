import { describe, expect, it } from 'vitest';
import { wordmark } from './insurer-logo.tsx';

describe('insurer wordmark', () => {
  it('keeps short names and abbreviates long ones', () => {
    expect(
      [
        'AXA Assurance Maroc',
        'Wafa Assurance',
        'RMA',
        'MAMDA',
        'Sanlam Maroc',
        'AtlantaSanad',
        'Allianz Maroc',
      ].map(wordmark),
    ).toEqual(['AXA', 'Wafa', 'RMA', 'MAMDA', 'SM', 'AS', 'AM']);
  });
});
