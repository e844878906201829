import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { StaffAccount } from '../../../domain/accounts/staff.ts';
import { maskEmail } from '../../../domain/mask.ts';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { type Auth, mailPasswordLink } from '../auth/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { insertAccount } from './accounts.service.ts';
import { agencyRoles } from '../../../domain/accounts/roles.ts';

/** A manager acting on their agency's accounts (Gestion des Comptes, docs/product/design.md §1). */
export interface AgencyManager {
  userId: string;
  agencyId: string;
  ipAddress: string;
}

/** Password links a manager may have e-mailed: per manager, and per staff account. */
export const staffLinkLimits = {
  manager: { max: 20, windowMinutes: 60 },
  account: { max: 3, windowMinutes: 60 },
} as const;

/** What mailing a password link needs: better-auth issues it, the outbox mails it. */
export interface PasswordLinkDeps {
  db: Database;
  auth: Auth;
  notifier: Notifier;
  publicUrl: string;
}

/**
 * Mails `email` a single-use password link (`account.created` for a new agent, `password.reset`
 * otherwise); the manager never sees the link, only its owner's mailbox gets it (decision 0010).
 * @returns whether an account had the address.
 */
export function mailStaffLink(
  deps: PasswordLinkDeps,
  email: string,
  event: 'account.created' | 'password.reset',
): Promise<boolean> {
  return mailPasswordLink(
    {
      db: deps.db,
      notifier: deps.notifier,
      publicUrl: deps.publicUrl,
      requestReset: (address) => deps.auth.api.requestPasswordReset({ body: { email: address } }),
    },
    email,
    event,
  );
}

const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  active: users.active,
  createdAt: users.createdAt,
};

const toAccount = (row: {
  id: string;
  name: string;
  email: string;
  role: StaffAccount['role'];
  active: boolean;
  createdAt: Date;
}): StaffAccount => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The agency's staff, managers first, then by name. */
export async function listStaff(db: Database, agencyId: string): Promise<StaffAccount[]> {
  const rows = await db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.agencyId, agencyId), inArray(users.role, [...agencyRoles])))
    .orderBy(asc(users.role), asc(users.name));
  return rows.map(toAccount);
}

/**
 * Creates an agent of the manager's agency, without a password: the agent sets it through a
 * single-use link (decision 0009).
 * @throws AppError emailTaken when the e-mail already has an account.
 */
export async function createAgent(
  db: Database,
  manager: AgencyManager,
  input: { name: string; email: string },
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email));
    if (taken) throw new AppError('emailTaken', { fields: { email: 'emailTaken' } });
    const id = await insertAccount(tx, {
      name: input.name,
      email: input.email,
      role: 'agent',
      agencyId: manager.agencyId,
    });
    const [row] = await tx.select(staffColumns).from(users).where(eq(users.id, id));
    if (!row) throw new Error('user insert returned nothing');
    await recordAudit(tx, {
      action: 'account.created',
      actorUserId: manager.userId,
      agencyId: manager.agencyId,
      entityType: 'user',
      entityId: row.id,
      ipAddress: manager.ipAddress,
      details: { email: maskEmail(input.email), role: 'agent' },
    });
    return toAccount(row);
  });
}

/**
 * One account of the manager's agency, for an action on it. A manager cannot act on their
 * own account here (they would lock themselves out).
 * @throws AppError notFound for an account of another agency, a driver, an admin, or oneself.
 */
export async function findManagedAccount(
  db: Database,
  manager: AgencyManager,
  userId: string,
): Promise<{ id: string; email: string }> {
  const [row] = await db
    .select({ id: users.id, email: users.email, agencyId: users.agencyId })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.agencyId !== manager.agencyId || row.id === manager.userId) throw notFound();
  return row;
}

/** A transaction or the database: what the accounts module writes sessions with. */
type Writer = Pick<Database, 'delete' | 'select'>;

/**
 * Deletes the sessions of an account, or of every account of an agency, when it becomes active
 * again (reactivated account, reactivated agency): sessions from before a deactivation or a
 * suspension are refused while it lasts, with the reason (decision 0016), and none comes back
 * to life after. The accounts module is the one writer of sessions outside better-auth.
 */
export async function deleteSessionsOnReactivation(
  db: Writer,
  whose: { userId: string } | { agencyId: string },
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      'userId' in whose
        ? eq(sessions.userId, whose.userId)
        : inArray(
            sessions.userId,
            db.select({ id: users.id }).from(users).where(eq(users.agencyId, whose.agencyId)),
          ),
    );
}

/**
 * Deactivates or reactivates an account of the agency. A deactivated account is signed out
 * everywhere at once: lib/actor.ts refuses its sessions, answering 401 with the reason, so the
 * open page can say "compte désactivé" (the rows are kept for that until they expire). When a
 * deactivated account is reactivated its old sessions are deleted: none comes back to life.
 * @throws AppError notFound as `findManagedAccount`.
 */
export async function setStaffActive(
  db: Database,
  manager: AgencyManager,
  userId: string,
  active: boolean,
): Promise<void> {
  await findManagedAccount(db, manager, userId);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ active, updatedAt: new Date() })
      .where(and(eq(users.id, userId), ne(users.active, active)))
      .returning({ id: users.id });
    if (active && changed.length > 0) await deleteSessionsOnReactivation(tx, { userId });
    await recordAudit(tx, {
      action: active ? 'account.reactivated' : 'account.deactivated',
      actorUserId: manager.userId,
      agencyId: manager.agencyId,
      entityType: 'user',
      entityId: userId,
      ipAddress: manager.ipAddress,
    });
  });
}

/**
 * Mails one of the manager's staff a new password link, at most `staffLinkLimits` links an
 * hour per manager and per account (each is an e-mail to the agent), audited with the IP.
 * @returns whether the link was mailed.
 * @throws AppError notFound for an account not of the manager's agency; rateLimited over the
 *   limits.
 */
export async function sendStaffPasswordLink(
  deps: PasswordLinkDeps,
  manager: AgencyManager,
  userId: string,
): Promise<boolean> {
  const { db } = deps;
  const account = await findManagedAccount(db, manager, userId);
  await enforceLimit(db, `password-link:manager:${manager.userId}`, staffLinkLimits.manager);
  await enforceLimit(db, `password-link:account:${account.id}`, staffLinkLimits.account);
  const linkSent = await mailStaffLink(deps, account.email, 'password.reset');
  await recordAudit(db, {
    action: 'account.passwordLinkIssued',
    actorUserId: manager.userId,
    agencyId: manager.agencyId,
    entityType: 'user',
    entityId: account.id,
    ipAddress: manager.ipAddress,
  });
  return linkSent;
}
