import { isAgencyRole, type Role } from '../../domain/accounts/roles.ts';
import type { Actor } from '../lib/actor.ts';

/**
 * A signed-in actor for the policies' unit tests, which are pure functions of the actor: agency
 * staff belong to `agency-a` in city 1, everyone else to no agency. `fields` overrides any of it.
 */
export function testActor(role: Role, fields: Partial<Actor> = {}): Actor {
  const agency = isAgencyRole(role);
  return {
    userId: `user-${role}`,
    sessionId: 'session',
    role,
    agencyId: agency ? 'agency-a' : null,
    cityId: agency ? 1 : null,
    email: `${role}@example.ma`,
    ...fields,
  };
}
