import { eq } from 'drizzle-orm';
import { agencyRoles, hasRole, managerRoles } from '../../../domain/accounts/roles.ts';
import {
  defaultOpeningHours,
  inputOfOpeningHours,
  openingHoursOfInput,
  openingHoursSchema,
  type AgencyOpeningHours,
  type OpeningHours,
  type OpeningHoursInput,
} from '../../../domain/agency-day/opening-hours.ts';
import { publicHolidaysBetween } from '../../../domain/agency-day/public-holidays.ts';
import { todayInMorocco } from '../../../domain/dates.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';
import type { SignedInContext } from '../../lib/actor.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';

/*
 * An agency's opening hours (docs/product/agency-day.md "Opening hours and public holidays"):
 * every agent and manager of the agency reads them, its managers change them. A call-back's
 * working time runs only in them, public holidays out.
 */

/** How far ahead the hours page lists the public holidays: 12 months. */
const holidaysAheadDays = 366;

/** The agency's opening hours: its own once a manager saved them, the default ones before. */
export async function openingHoursOf(
  db: Database | Transaction,
  agencyId: string,
): Promise<OpeningHours> {
  const [agency] = await db
    .select({ hours: agencies.openingHours })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  const stored = openingHoursSchema.safeParse(agency?.hours);
  return stored.success ? stored.data : defaultOpeningHours;
}

/**
 * The hours page: the caller's agency's hours as the form shows them, whether they are the
 * default ones, and the public holidays of the next 12 months in the caller's language.
 * @throws AppError notFound for anyone but an agent or manager of an agency.
 */
export async function getOpeningHours(
  db: Database,
  context: SignedInContext,
): Promise<AgencyOpeningHours> {
  const { actor } = context;
  if (!hasRole(actor.role, agencyRoles) || !actor.agencyId) throw notFound();
  const [agency] = await db
    .select({ hours: agencies.openingHours })
    .from(agencies)
    .where(eq(agencies.id, actor.agencyId));
  if (!agency) throw notFound();
  const stored = openingHoursSchema.safeParse(agency.hours);
  return {
    hours: inputOfOpeningHours(stored.success ? stored.data : defaultOpeningHours),
    isDefault: !stored.success,
    holidays: publicHolidaysBetween(todayInMorocco(), holidaysAheadDays, context.language),
  };
}

/**
 * Saves the agency's opening hours (a valid `openingHoursInputSchema` value); audited. Calls
 * already due keep their time; the next ones are counted in the new hours.
 * @throws AppError notFound for anyone but the agency's managers.
 */
export async function saveOpeningHours(
  db: Database,
  context: SignedInContext,
  input: OpeningHoursInput,
): Promise<AgencyOpeningHours> {
  const { actor } = context;
  if (!hasRole(actor.role, managerRoles) || !actor.agencyId) throw notFound();
  const agencyId = actor.agencyId;
  const hours = openingHoursOfInput(input);
  await db.transaction(async (tx) => {
    await tx
      .update(agencies)
      .set({ openingHours: hours.map((periods) => periods.map(([start, end]) => [start, end])) })
      .where(eq(agencies.id, agencyId));
    await recordAudit(tx, {
      action: 'agency.openingHoursChanged',
      actorUserId: actor.userId,
      agencyId,
      ipAddress: context.ip,
      entityType: 'agency',
      entityId: agencyId,
      details: { hours },
    });
  });
  return getOpeningHours(db, context);
}
