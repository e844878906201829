import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { testActor } from '../../test/actors.ts';
import { authorizeAgencyMember, mayViewQuote } from './offers.policy.ts';

const actor = (role: Role, agencyId: string | null = null, cityId: number | null = null): Actor =>
  testActor(role, { agencyId, cityId });

describe("who prices an agency's quotes (docs/product/design.md §1)", () => {
  it('is agents and managers of an agency, with its city', () => {
    for (const role of ['agent', 'agency_manager'] as const)
      expect(authorizeAgencyMember(actor(role, 'agency-a', 7))).toEqual({
        userId: `user-${role}`,
        agencyId: 'agency-a',
        cityId: 7,
      });
  });

  it('is no driver or platform admin, even one with a city: a 404', () => {
    expect(() => authorizeAgencyMember(actor('driver', null, 7))).toThrow('notFound');
    expect(() => authorizeAgencyMember(actor('platform_admin', null, 7))).toThrow('notFound');
  });
});

describe('which quotes an agency opens (docs/product/design.md §1, §5)', () => {
  const member = { userId: 'agent', agencyId: 'agency-a', cityId: 7 };

  it("opens its city's open quotes, and those it priced", () => {
    expect(mayViewQuote(member, { cityId: 7, open: true, pricedByUs: false })).toBe(true);
    expect(mayViewQuote(member, { cityId: 7, open: false, pricedByUs: true })).toBe(true);
  });

  it("opens no other city's quote, nor a closed one it did not price", () => {
    expect(mayViewQuote(member, { cityId: 8, open: true, pricedByUs: true })).toBe(false);
    expect(mayViewQuote(member, { cityId: 7, open: false, pricedByUs: false })).toBe(false);
  });
});
