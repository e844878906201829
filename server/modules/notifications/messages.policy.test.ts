import { describe, expect, it } from 'vitest';
import { roles, type Role } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { testActor } from '../../test/actors.ts';
import { authorizeMessages, mayReadMessages } from './messages.policy.ts';

const actor = (role: Role): Actor => testActor(role, { cityId: 1 });

describe('who reads the Messages page (docs/product/design.md §6)', () => {
  it('is the platform admin alone; anyone else gets a 404', () => {
    for (const role of roles) {
      expect(mayReadMessages(actor(role)), role).toBe(role === 'platform_admin');
      if (role !== 'platform_admin')
        expect(() => authorizeMessages(actor(role))).toThrow('notFound');
    }
  });
});
