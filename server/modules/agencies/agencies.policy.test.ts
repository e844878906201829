import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { testActor } from '../../test/actors.ts';
import { authorizeAgencyAdministration, mayAdministerAgencies } from './agencies.policy.ts';

const actor = (role: Role): Actor => testActor(role, { cityId: 1 });

describe('who runs the Agences page (docs/product/design.md §1)', () => {
  it('is the platform admin alone; anyone else gets a 404', () => {
    for (const role of roles) {
      expect(mayAdministerAgencies(actor(role)), role).toBe(role === 'platform_admin');
      if (role !== 'platform_admin')
        expect(() => authorizeAgencyAdministration(actor(role))).toThrow('notFound');
    }
  });
});
