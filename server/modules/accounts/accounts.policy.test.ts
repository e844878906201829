import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/accounts/roles.ts';
import type { Actor } from '../../lib/actor.ts';
import { testActor } from '../../test/actors.ts';
import { AppError } from '../../lib/errors.ts';
import {
  administeredAgencyOf,
  authorizeNotificationPreferences,
  authorizePhoneConfirmation,
  authorizeReadAccount,
  authorizeStaffAdministration,
  mayConfirmPhone,
  mayReadAccount,
} from './accounts.policy.ts';

const actor = (role: Role, agencyId: string | null = null): Actor =>
  testActor(role, { userId: `user-${role}-${agencyId ?? 'none'}`, agencyId, cityId: 1 });

/** The error `run` throws. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('who reads an account (docs/product/design.md §1)', () => {
  const agent = { id: 'agent-a', agencyId: 'agency-a' };

  it('is its owner, the manager of its agency, and the platform admin', () => {
    expect(mayReadAccount({ ...actor('agent', 'agency-a'), userId: 'agent-a' }, agent)).toBe(true);
    expect(mayReadAccount(actor('agency_manager', 'agency-a'), agent)).toBe(true);
    expect(mayReadAccount(actor('platform_admin'), agent)).toBe(true);
  });

  it("is not another agency's manager, a colleague agent, or a driver: a 404", () => {
    expect(mayReadAccount(actor('agency_manager', 'agency-b'), agent)).toBe(false);
    expect(mayReadAccount(actor('agent', 'agency-a'), agent)).toBe(false);
    expect(mayReadAccount(actor('driver'), agent)).toBe(false);
    expect(mayReadAccount(actor('agency_manager', 'agency-a'), { id: 'd', agencyId: null })).toBe(
      false,
    );
    expect(() => authorizeReadAccount(actor('driver'), agent)).toThrow('notFound');
  });
});

describe('which notification preferences a role has (docs/product/design.md §6)', () => {
  it('gives the WhatsApp consent to drivers, and the e-mail choices to agency staff', () => {
    expect(() =>
      authorizeNotificationPreferences(actor('driver'), { whatsappOptIn: false }),
    ).not.toThrow();
    expect(() =>
      authorizeNotificationPreferences(actor('agent', 'agency-a'), { notifyNewQuotes: false }),
    ).not.toThrow();
  });

  it('refuses the field the role does not have, on that field', () => {
    const staffConsent = thrown(() =>
      authorizeNotificationPreferences(actor('agent', 'agency-a'), { whatsappOptIn: false }),
    );
    expect(staffConsent).toBeInstanceOf(AppError);
    expect(staffConsent).toMatchObject({
      code: 'validationFailed',
      options: { fields: { whatsappOptIn: 'invalidValue' } },
    });
    for (const role of ['driver', 'platform_admin'] as const)
      expect(
        thrown(() => authorizeNotificationPreferences(actor(role), { notifySelections: true })),
      ).toMatchObject({ options: { fields: { notifySelections: 'invalidValue' } } });
  });
});

describe('who confirms a phone number for WhatsApp (decision 0019)', () => {
  it('is drivers alone', () => {
    expect(mayConfirmPhone(actor('driver'))).toBe(true);
    expect(mayConfirmPhone(actor('agent', 'agency-a'))).toBe(false);
    expect(() => authorizePhoneConfirmation(actor('platform_admin'))).toThrow('notFound');
  });
});

describe('who runs Gestion des Comptes (docs/product/design.md §1)', () => {
  it("is a manager, over their own agency's staff", () => {
    expect(administeredAgencyOf(actor('agency_manager', 'agency-a'))).toBe('agency-a');
    expect(authorizeStaffAdministration(actor('agency_manager', 'agency-a'))).toBe('agency-a');
  });

  it('is no agent, driver or platform admin: a 404', () => {
    expect(administeredAgencyOf(actor('agent', 'agency-a'))).toBeNull();
    expect(administeredAgencyOf(actor('driver'))).toBeNull();
    expect(administeredAgencyOf(actor('platform_admin'))).toBeNull();
    expect(() => authorizeStaffAdministration(actor('agent', 'agency-a'))).toThrow('notFound');
  });
});
