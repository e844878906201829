import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { testActor } from '../../test/actors.ts';
import {
  authorizeNotifications,
  authorizeStats,
  mayReadNotifications,
  statsScopeOf,
} from './stats.policy.ts';

const actor = (role: Role, agencyId: string | null = null, cityId: number | null = null): Actor =>
  testActor(role, { agencyId, cityId });

describe('whose figures the dashboard shows (docs/product/design.md §1, §9)', () => {
  it("shows the platform admin the platform's", () => {
    expect(statsScopeOf(actor('platform_admin'))).toBe('platform');
  });

  it("shows agency staff their agency's and city's", () => {
    for (const role of ['agent', 'agency_manager'] as const)
      expect(statsScopeOf(actor(role, 'agency-a', 7))).toEqual({
        userId: `user-${role}`,
        agencyId: 'agency-a',
        cityId: 7,
      });
  });

  it('shows drivers, and staff without an agency and city, nothing: a 404', () => {
    expect(statsScopeOf(actor('driver', null, 7))).toBeNull();
    expect(statsScopeOf(actor('agent', 'agency-a', null))).toBeNull();
    expect(() => authorizeStats(actor('driver'))).toThrow('notFound');
  });

  it('gives everyone on staff a notifications feed, and no driver', () => {
    expect(mayReadNotifications(actor('agent', 'agency-a', 7))).toBe(true);
    expect(mayReadNotifications(actor('agency_manager', 'agency-a', 7))).toBe(true);
    expect(mayReadNotifications(actor('platform_admin'))).toBe(true);
    expect(mayReadNotifications(actor('driver'))).toBe(false);
    expect(() => authorizeNotifications(actor('driver'))).toThrow('notFound');
  });
});
