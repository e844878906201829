import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { testActor } from '../../test/actors.ts';
import { authorizeDriver, mayRequestQuotes } from './quotes.policy.ts';

const actor = (role: Role): Actor => testActor(role, { cityId: 1 });

describe("who works on the driver's side of quotes (docs/product/design.md §1, §5)", () => {
  it('is drivers alone; staff get a 404', () => {
    for (const role of roles) {
      expect(mayRequestQuotes(actor(role)), role).toBe(role === 'driver');
      if (role !== 'driver') expect(() => authorizeDriver(actor(role))).toThrow('notFound');
    }
    expect(authorizeDriver(actor('driver')).userId).toBe('user-driver');
  });
});
