import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { testActor } from '../../test/actors.ts';
import { auditScopeOf, authorizeAuditScope } from './audit.policy.ts';

const actor = (role: Role, agencyId: string | null = null): Actor =>
  testActor(role, { agencyId, cityId: agencyId ? 1 : null });

describe('who reads which audit entries (docs/product/design.md §9)', () => {
  it('lets everyone on staff read their own actions, and no driver', () => {
    for (const role of ['agent', 'agency_manager'] as const)
      expect(auditScopeOf(actor(role, 'agency-a'), 'mine')).toEqual({
        actorUserId: `user-${role}`,
      });
    expect(auditScopeOf(actor('platform_admin'), 'mine')).toEqual({
      actorUserId: 'user-platform_admin',
    });
    expect(auditScopeOf(actor('driver'), 'mine')).toBeNull();
  });

  it("lets a manager read their agency's, and no agent", () => {
    expect(auditScopeOf(actor('agency_manager', 'agency-a'), 'agency')).toEqual({
      agencyId: 'agency-a',
    });
    expect(auditScopeOf(actor('agent', 'agency-a'), 'agency')).toBeNull();
    expect(auditScopeOf(actor('platform_admin'), 'agency')).toBeNull();
  });

  it('lets the platform admin alone read everything', () => {
    expect(auditScopeOf(actor('platform_admin'), 'all')).toBe('all');
    expect(auditScopeOf(actor('agency_manager', 'agency-a'), 'all')).toBeNull();
    expect(auditScopeOf(actor('agent', 'agency-a'), 'all')).toBeNull();
  });

  it('answers a refused scope with the 404 the route sends', () => {
    expect(() => authorizeAuditScope(actor('agent', 'agency-a'), 'all')).toThrow('notFound');
    expect(authorizeAuditScope(actor('platform_admin'), 'all')).toBe('all');
  });
});
