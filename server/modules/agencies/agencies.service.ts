import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AgencyAction } from '../../../domain/agencies/admin.ts';
import type { agencyRegistrationSchema } from '../../../domain/agencies/registration.ts';
import type { Page } from '../../../domain/paging.ts';
import type { AgencyAdminRow, PossibleDuplicate } from '../../../domain/agencies/admin.ts';
import type { Language } from '../../../domain/languages.ts';
import { maskEmail } from '../../../domain/mask.ts';
import type { Database } from '../../db/client.ts';
import { agencies, cities, insurers, users, type AgencyStatus } from '../../db/schema/index.ts';
import type { RequestContext, SignedInContext } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { agencyDecisionDrafts, type Notifier } from '../notifications/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { decodePosition, microsecondInstant, toPage } from '../../lib/keyset.ts';
import { localizedName } from '../../lib/localized-name.ts';
import { deleteSessionsOnReactivation, insertAccount } from '../accounts/index.ts';
import { tellOwnerAccountExists, hashPassword } from '../auth/index.ts';

/** The registration form once parsed: phones in E.164, e-mail lower-cased. */
type Registration = z.output<typeof agencyRegistrationSchema>;

/**
 * Registers an agency from /registration (docs/product/design.md §8): a `pending` agency and its manager's
 * account, in one transaction. The manager cannot sign in until a platform admin approves.
 * The manager's "inscription reçue" e-mail is queued in the same transaction (docs/product/design.md §6).
 * An address that already has an account registers nothing: its owner is told by e-mail
 * (`tellOwnerAccountExists`), and the route answers as for a free address, so that the form
 * does not tell anyone which addresses have an account (ASVS 2.5.x, decision 0023).
 * The city and insurer are checked by the caller, before it answers (`assertReferencesExist`).
 * The manager's account takes the context's language; both outcomes are audited with its IP.
 * @returns `registered` with the new agency's id; `exists` or `limited` (the owner's note was
 *   queued, or the address had its messages for the hour) when the address is taken; `free`
 *   when its account went away in between (nothing registered, nothing mailed: the person
 *   may send the form again).
 */
export async function registerAgency(
  db: Database,
  notifier: Notifier,
  context: RequestContext,
  input: Registration,
): Promise<
  { outcome: 'registered'; agencyId: string } | { outcome: 'exists' | 'limited' | 'free' }
> {
  const passwordHash = await hashPassword(input.password);
  const created = await db
    .transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (taken) return null;
      const [agency] = await tx
        .insert(agencies)
        .values({
          name: input.agencyName,
          insurerId: input.insurerId,
          cityId: input.cityId,
          address: input.address,
          phone: input.phone,
          managerName: input.managerName,
          managerPhone: input.managerPhone,
          acapsApprovalNumber: input.acapsApprovalNumber,
          status: 'pending',
        })
        .returning({ id: agencies.id });
      if (!agency) throw new Error('agency insert returned nothing');
      const userId = await insertAccount(tx, {
        email: input.email,
        name: input.managerName,
        role: 'agency_manager',
        agencyId: agency.id,
        phone: input.managerPhone,
        locale: context.language,
        passwordHash,
      });
      await recordAudit(tx, {
        action: 'agency.registered',
        actorUserId: userId,
        agencyId: agency.id,
        entityType: 'agency',
        entityId: agency.id,
        ipAddress: context.ip,
        details: { email: maskEmail(input.email) },
      });
      await notifier.enqueue(tx, await agencyDecisionDrafts(tx, agency.id, 'agency.registered'));
      return agency.id;
    })
    .catch((error: unknown) => {
      // Two registrations racing for one e-mail: the unique index lets one through.
      if (error instanceof Error && /users_email_unique/.test(String(error.cause ?? error.message)))
        return null;
      throw error;
    });
  if (created) return { outcome: 'registered', agencyId: created };
  const outcome = await tellOwnerAccountExists({ db, notifier }, input.email);
  await recordAudit(db, {
    action: 'agency.registration.refused',
    entityType: 'agency',
    ipAddress: context.ip,
    details: { email: maskEmail(input.email), outcome },
  });
  return { outcome };
}

/** Which statuses each action moves an agency from, and to. */
const transitions: Record<AgencyAction, { from: AgencyStatus; to: AgencyStatus }> = {
  approve: { from: 'pending', to: 'active' },
  reject: { from: 'pending', to: 'rejected' },
  suspend: { from: 'active', to: 'suspended' },
  reactivate: { from: 'suspended', to: 'active' },
};

/**
 * The platform admin approves or rejects a registration, suspends or reactivates an agency
 * (spec: platform administration). A suspended agency's staff are refused at their next
 * request, with the reason; reactivation deletes their old sessions, so they sign in again.
 * Approval and rejection e-mail the manager, queued in the same transaction. Audited with the
 * context's IP (ASVS 7.1).
 * @throws AppError notFound for an unknown agency; conflict when the agency is not in the
 *   status the action starts from (e.g. approving an active agency).
 */
export async function decideAgency(
  db: Database,
  notifier: Notifier,
  context: SignedInContext,
  decision: { agencyId: string; action: AgencyAction; reason: string },
): Promise<AgencyStatus> {
  const { agencyId, action, reason } = decision;
  const { from, to } = transitions[action];
  return db.transaction(async (tx) => {
    const [agency] = await tx
      .select({ status: agencies.status })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .for('update');
    if (!agency) throw notFound();
    if (agency.status !== from) throw new AppError('conflict');
    await tx
      .update(agencies)
      .set({ status: to, statusReason: reason || null, updatedAt: new Date() })
      .where(eq(agencies.id, agencyId));
    await recordAudit(tx, {
      action: `agency.${action}`,
      actorUserId: context.actor.userId,
      agencyId,
      entityType: 'agency',
      entityId: agencyId,
      ipAddress: context.ip,
      details: reason ? { reason } : undefined,
    });
    if (action === 'reactivate') await deleteSessionsOnReactivation(tx, { agencyId });
    if (action === 'approve' || action === 'reject') {
      const event = action === 'approve' ? 'agency.approved' : 'agency.rejected';
      await notifier.enqueue(tx, await agencyDecisionDrafts(tx, agencyId, event, reason));
    }
    return to;
  });
}

/**
 * An ACAPS approval number as compared for duplicates: letters and digits only, upper case
 * (`ACAPS-2026 042` and `acaps2026042` are one number).
 */
const acapsKey = sql`upper(regexp_replace(${agencies.acapsApprovalNumber}, '[^[:alnum:]]', '', 'g'))`;

/** An agency name as compared for duplicates: trimmed, spaces collapsed, lower case. */
const nameKey = sql`lower(regexp_replace(btrim(${agencies.name}), '[[:space:]]+', ' ', 'g'))`;

/**
 * The other agencies each of `agencyIds` may duplicate, for the admin to check before approval:
 * same ACAPS approval number (law 17-99: one approval per intermediary), or same name, insurer
 * and city; whatever
 * their status, so a new registration of a rejected or suspended agency shows too.
 */
async function possibleDuplicates(
  db: Database,
  agencyIds: string[],
  language: Language,
): Promise<Map<string, PossibleDuplicate[]>> {
  const found = new Map<string, PossibleDuplicate[]>();
  if (agencyIds.length === 0) return found;
  const keyed = db
    .select({
      id: agencies.id,
      name: agencies.name,
      status: agencies.status,
      insurerId: agencies.insurerId,
      cityId: agencies.cityId,
      acapsKey: sql<string>`${acapsKey}`.as('acaps_key'),
      nameKey: sql<string>`${nameKey}`.as('name_key'),
    })
    .from(agencies)
    .as('keyed');
  const rows = await db
    .select({
      agencyId: agencies.id,
      id: keyed.id,
      name: keyed.name,
      status: keyed.status,
      city: localizedName(cities, language),
      sameAcaps: sql<boolean>`${keyed.acapsKey} = ${acapsKey}`,
    })
    .from(agencies)
    .innerJoin(
      keyed,
      sql`${keyed.id} <> ${agencies.id} and (${keyed.acapsKey} = ${acapsKey} or (${keyed.nameKey} = ${nameKey} and ${keyed.insurerId} = ${agencies.insurerId} and ${keyed.cityId} = ${agencies.cityId}))`,
    )
    .innerJoin(cities, eq(cities.id, keyed.cityId))
    .where(inArray(agencies.id, agencyIds))
    .orderBy(keyed.name);
  for (const { agencyId, sameAcaps, ...other } of rows) {
    const list = found.get(agencyId) ?? [];
    list.push({ ...other, reason: sameAcaps ? 'acaps' : 'nameInsurerCity' });
    found.set(agencyId, list);
  }
  return found;
}

/**
 * Agences (platform admin): a page of the agencies of a status (every status without one),
 * newest first, keyset-paginated on (created_at, id) (lib/keyset.ts), each with its manager and
 * the agencies it may duplicate, so the admin checks before approving. `cursor` is the
 * `nextCursor` of the page before; `limit` the rows of a page.
 * @throws AppError validationFailed for a cursor this server did not write.
 */
export async function listAgencies(
  db: Database,
  query: { status?: AgencyStatus; cursor?: string; limit: number },
  language: Language,
): Promise<Page<AgencyAdminRow>> {
  const after = query.cursor ? decodePosition(query.cursor, 'instant') : undefined;
  const rows = await db
    .select({
      agency: agencies,
      cursorAt: microsecondInstant(sql`${agencies.createdAt}`),
      insurer: insurers.name,
      city: localizedName(cities, language),
      managerEmail: sql<
        string | null
      >`(select ${users.email} from ${users} where ${users.agencyId} = ${agencies.id} and ${users.role} = 'agency_manager' order by ${users.createdAt} limit 1)`,
    })
    .from(agencies)
    .innerJoin(insurers, eq(insurers.id, agencies.insurerId))
    .innerJoin(cities, eq(cities.id, agencies.cityId))
    .where(
      and(
        query.status ? eq(agencies.status, query.status) : undefined,
        after
          ? sql`(${agencies.createdAt}, ${agencies.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(agencies.createdAt), desc(agencies.id))
    .limit(query.limit + 1);
  const duplicates = await possibleDuplicates(
    db,
    rows.map((row) => row.agency.id),
    language,
  );
  return toPage(
    rows,
    query.limit,
    ({ agency, insurer, city, managerEmail }) => ({
      id: agency.id,
      name: agency.name,
      insurer,
      city,
      status: agency.status,
      statusReason: agency.statusReason,
      managerName: agency.managerName,
      managerEmail: managerEmail ? maskEmail(managerEmail) : null,
      acapsApprovalNumber: agency.acapsApprovalNumber,
      createdAt: agency.createdAt.toISOString(),
      possibleDuplicates: duplicates.get(agency.id) ?? [],
    }),
    (row) => [row.cursorAt, row.agency.id],
  );
}
