import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import {
  personalDataSections,
  type ExportedValue,
  type PersonalDataExport,
  type PersonalDataSection,
} from '../../../domain/accounts/personal-data.ts';
import type { Database } from '../../db/client.ts';
import {
  agencies,
  auditLog,
  cities,
  contactMessages,
  contractCalls,
  contracts,
  conventions,
  drivers,
  guaranteeChoices,
  messages,
  offers,
  phoneCodes,
  professions,
  quoteDrafts,
  quotes,
  sessions,
  surveys,
  users,
  vehicles,
} from '../../db/schema/index.ts';
import { listConsents } from './consents.ts';

/*
 * What Moqarana holds about a driver, table by table (law 09-08 art. 7, the right of access):
 * `personalTables` says, for every table that holds rows of a person or of their quotes, which
 * section of the download shows them and what the account's erasure does to them. The schema
 * test (personal-data.test.ts) fails when a table referencing an account or a quote is missing
 * here, so a new table cannot escape the download or the erasure unnoticed.
 */

/** What the account's erasure (erasure.ts) does to a table's rows of that driver. */
export type ErasureHandling =
  'anonymised' | 'deleted' | 'contentErased' | 'keptWithoutPersonalData' | 'notADriversRecord';

/** A table holding rows of a person or of their quotes, and how export and erasure treat it. */
interface PersonalTable {
  /** The download's section that lists its rows, or null with the reason in `why`. */
  section: PersonalDataSection | null;
  erasure: ErasureHandling;
  /** Why, in one line, when the rule is not obvious from `section` and `erasure`. */
  why?: string;
}

/**
 * Every table that references `users` or `quotes` (by its SQL name). A quote kept for an
 * agency's confirmed contract is the exception `erasure.ts` states: its driver and vehicle rows
 * stay, for that agency only.
 */
export const personalTables = {
  users: { section: 'account', erasure: 'anonymised' },
  accounts: {
    section: null,
    erasure: 'deleted',
    why: 'the credential: a password digest, never shown; deleted, so the account cannot sign in',
  },
  sessions: { section: 'sessions', erasure: 'deleted' },
  phone_codes: { section: 'phoneCodes', erasure: 'deleted' },
  notification_reads: {
    section: null,
    erasure: 'deleted',
    why: 'back-office notifications read by staff: drivers have none',
  },
  saved_views: {
    section: null,
    erasure: 'deleted',
    why: 'a staff member’s saved table filters (dates, a colleague, a status): drivers have none',
  },
  drivers: { section: 'drivers', erasure: 'anonymised' },
  vehicles: { section: 'vehicles', erasure: 'anonymised' },
  quotes: { section: 'quotes', erasure: 'anonymised' },
  quote_drafts: { section: 'draft', erasure: 'deleted' },
  offers: {
    section: 'offers',
    erasure: 'keptWithoutPersonalData',
    why: "the agencies' prices: their client keys are written again without the driver",
  },
  quote_price_estimates: {
    section: null,
    erasure: 'keptWithoutPersonalData',
    why: "the range of the agencies' grid prices for a quote: prices only, nothing of the driver",
  },
  surveys: {
    section: 'surveys',
    erasure: 'keptWithoutPersonalData',
    why: "the rating stays in the agency's running totals; the comment and its publication go",
  },
  contracts: { section: 'contracts', erasure: 'keptWithoutPersonalData' },
  contract_calls: {
    section: 'contractCalls',
    erasure: 'keptWithoutPersonalData',
    why: 'the agency’s call log: the note, which may quote the driver, is emptied',
  },
  call_tasks: {
    section: null,
    erasure: 'keptWithoutPersonalData',
    why: 'the agency’s reminder to call: a due time and the colleague it is given to, nothing of the driver',
  },
  messages: { section: 'messages', erasure: 'contentErased' },
  contact_messages: { section: 'contactMessages', erasure: 'deleted' },
  audit_log: {
    section: 'signIns',
    erasure: 'keptWithoutPersonalData',
    why: 'the proof of who did what (ASVS 7.1): details are masked when written; the IP address is erased',
  },
} as const satisfies Record<string, PersonalTable>;

const sectionQueries: Record<
  Exclude<PersonalDataSection, 'consents'>,
  (db: Database, userId: string) => Promise<Record<string, unknown>[]>
> = {
  account: (db, userId) =>
    db
      .select({
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        phoneConfirmedAt: users.phoneConfirmedAt,
        birthDate: users.birthDate,
        city: cities.nameFr,
        profession: professions.nameFr,
        convention: conventions.nameFr,
        locale: users.locale,
        whatsappOptInAt: users.whatsappOptInAt,
        whatsappOptInVersion: users.whatsappOptInVersion,
        reminderEmails: users.reminderEmails,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .leftJoin(cities, eq(cities.id, users.cityId))
      .leftJoin(professions, eq(professions.id, users.professionId))
      .leftJoin(conventions, eq(conventions.id, users.conventionId))
      .where(eq(users.id, userId)),
  quotes: (db, userId) =>
    db
      .select({
        reference: quotes.reference,
        status: quotes.status,
        city: cities.nameFr,
        insuranceStartDate: quotes.insuranceStartDate,
        consentAt: quotes.consentAt,
        consentVersion: quotes.consentVersion,
        expiresAt: quotes.expiresAt,
        selectedPack: quotes.selectedPack,
        selectedAt: quotes.selectedAt,
        createdAt: quotes.createdAt,
      })
      .from(quotes)
      .innerJoin(cities, eq(cities.id, quotes.cityId))
      .where(eq(quotes.userId, userId))
      .orderBy(desc(quotes.createdAt)),
  drivers: (db, userId) =>
    db
      .select({
        quoteReference: quotes.reference,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        cin: drivers.cin,
        email: drivers.email,
        phone: drivers.phone,
        birthDate: drivers.birthDate,
        city: cities.nameFr,
        profession: professions.nameFr,
        convention: conventions.nameFr,
        licenceObtainedOn: drivers.licenceObtainedOn,
        licenceExpiresOn: drivers.licenceExpiresOn,
        atFaultClaimsLast24Months: drivers.atFaultClaimsLast24Months,
        materialClaimsLast12Months: drivers.materialClaimsLast12Months,
        bodilyClaimsLast12Months: drivers.bodilyClaimsLast12Months,
        monthsInsuredWithoutInterruption: drivers.monthsInsuredWithoutInterruption,
        createdAt: drivers.createdAt,
      })
      .from(drivers)
      .leftJoin(quotes, eq(quotes.driverId, drivers.id))
      .innerJoin(cities, eq(cities.id, drivers.cityId))
      .innerJoin(professions, eq(professions.id, drivers.professionId))
      .innerJoin(conventions, eq(conventions.id, drivers.conventionId))
      .where(eq(drivers.userId, userId))
      .orderBy(desc(drivers.createdAt)),
  vehicles: (db, userId) =>
    db
      .select({
        quoteReference: quotes.reference,
        plate: vehicles.plate,
        brandId: vehicles.brandId,
        fuelId: vehicles.fuelId,
        fiscalPowerId: vehicles.fiscalPowerId,
        seatCountId: vehicles.seatCountId,
        firstRegistrationDate: vehicles.firstRegistrationDate,
        newValueCentimes: vehicles.newValueCentimes,
        marketValueCentimes: vehicles.marketValueCentimes,
        createdAt: vehicles.createdAt,
      })
      .from(vehicles)
      .leftJoin(quotes, eq(quotes.vehicleId, vehicles.id))
      .where(eq(vehicles.userId, userId))
      .orderBy(desc(vehicles.createdAt)),
  guaranteeChoices: (db, userId) =>
    db
      .select({
        quoteReference: quotes.reference,
        pfcp: guaranteeChoices.pfcp,
        theft: guaranteeChoices.theft,
        collisionDamage: guaranteeChoices.collisionDamage,
        legalDefence: guaranteeChoices.legalDefence,
        allRisk: guaranteeChoices.allRisk,
        glassBreakage: guaranteeChoices.glassBreakage,
        assistance: guaranteeChoices.assistance,
      })
      .from(quotes)
      .innerJoin(guaranteeChoices, eq(guaranteeChoices.id, quotes.guaranteeChoiceId))
      .where(eq(quotes.userId, userId))
      .orderBy(desc(quotes.createdAt)),
  offers: (db, userId) =>
    db
      .select({
        quoteReference: quotes.reference,
        agencyName: agencies.name,
        basicPriceCentimes: offers.basicPriceCentimes,
        intermediatePriceCentimes: offers.intermediatePriceCentimes,
        premiumPriceCentimes: offers.premiumPriceCentimes,
        validUntil: offers.validUntil,
        revision: offers.revision,
        createdAt: offers.createdAt,
      })
      .from(offers)
      .innerJoin(quotes, eq(quotes.id, offers.quoteId))
      .innerJoin(agencies, eq(agencies.id, offers.agencyId))
      .where(eq(quotes.userId, userId))
      .orderBy(desc(quotes.createdAt), asc(offers.createdAt)),
  contracts: (db, userId) =>
    db
      .select({
        quoteReference: quotes.reference,
        agencyName: agencies.name,
        decision: contracts.decision,
        policyNumber: contracts.policyNumber,
        startDate: contracts.startDate,
        durationMonths: contracts.durationMonths,
        annualPremiumCentimes: contracts.annualPremiumCentimes,
        lostReason: contracts.lostReason,
        decidedAt: contracts.decidedAt,
        renewalOfferBasicCentimes: contracts.renewalOfferBasicCentimes,
        renewalOfferIntermediateCentimes: contracts.renewalOfferIntermediateCentimes,
        renewalOfferPremiumCentimes: contracts.renewalOfferPremiumCentimes,
        renewalOfferedAt: contracts.renewalOfferedAt,
      })
      .from(contracts)
      .innerJoin(quotes, eq(quotes.id, contracts.quoteId))
      .innerJoin(agencies, eq(agencies.id, contracts.agencyId))
      .where(eq(quotes.userId, userId))
      .orderBy(desc(contracts.decidedAt)),
  contractCalls: (db, userId) =>
    db
      .select({
        quoteReference: quotes.reference,
        agencyName: agencies.name,
        outcome: contractCalls.outcome,
        note: contractCalls.note,
        calledAt: contractCalls.calledAt,
      })
      .from(contractCalls)
      .innerJoin(quotes, eq(quotes.id, contractCalls.quoteId))
      .innerJoin(agencies, eq(agencies.id, contractCalls.agencyId))
      .where(eq(quotes.userId, userId))
      .orderBy(desc(contractCalls.calledAt)),
  surveys: (db, userId) =>
    db
      .select({
        quoteReference: quotes.reference,
        agencyName: agencies.name,
        rating: surveys.rating,
        comment: surveys.comment,
        publishConsentAt: surveys.publishConsentAt,
        publishConsentVersion: surveys.publishConsentVersion,
        createdAt: surveys.createdAt,
      })
      .from(surveys)
      .innerJoin(quotes, eq(quotes.id, surveys.quoteId))
      .innerJoin(agencies, eq(agencies.id, surveys.agencyId))
      .where(eq(quotes.userId, userId))
      .orderBy(desc(surveys.createdAt)),
  draft: (db, userId) =>
    db
      .select({ data: quoteDrafts.data, updatedAt: quoteDrafts.updatedAt })
      .from(quoteDrafts)
      .where(eq(quoteDrafts.userId, userId)),
  messages: (db, userId) =>
    db
      .select({
        event: messages.event,
        channel: messages.channel,
        recipient: messages.recipient,
        locale: messages.locale,
        payload: messages.payload,
        status: messages.status,
        createdAt: messages.createdAt,
        sentAt: messages.sentAt,
      })
      .from(messages)
      .where(eq(messages.recipientUserId, userId))
      .orderBy(desc(messages.createdAt)),
  contactMessages: (db, userId) =>
    db
      .select({
        lastName: contactMessages.lastName,
        firstName: contactMessages.firstName,
        phone: contactMessages.phone,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(desc(contactMessages.createdAt)),
  sessions: (db, userId) =>
    db
      .select({
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)),
  signIns: (db, userId) =>
    db
      .select({
        at: auditLog.at,
        action: auditLog.action,
        ipAddress: auditLog.ipAddress,
      })
      .from(auditLog)
      .where(auditOf(userId))
      .orderBy(desc(auditLog.at)),
  phoneCodes: (db, userId) =>
    db
      .select({
        phone: phoneCodes.phone,
        expiresAt: phoneCodes.expiresAt,
        createdAt: phoneCodes.createdAt,
      })
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, userId)),
};

/** The audit entries of the account's own actions, and of actions on it (`entityId`). */
export function auditOf(userId: string): SQL | undefined {
  return or(
    eq(auditLog.actorUserId, userId),
    and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)),
  );
}

/** A row as JSON: instants as ISO strings, the rest as read. */
function exportedRow(row: Record<string, unknown>): Record<string, ExportedValue> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : (value as ExportedValue),
    ]),
  );
}

/**
 * Everything the product holds about the driver `userId` (GET /api/me/data), section by section
 * in `personalDataSections`' order; nothing of another person (every query is scoped to the
 * account or its quotes).
 */
export async function exportPersonalData(
  db: Database,
  userId: string,
): Promise<PersonalDataExport> {
  const sections = await Promise.all(
    personalDataSections.map(async (section) => ({
      section,
      rows:
        section === 'consents'
          ? (await listConsents(db, userId)).map((consent) => exportedRow({ ...consent }))
          : (await sectionQueries[section](db, userId)).map(exportedRow),
    })),
  );
  return { formatVersion: 1, generatedAt: new Date().toISOString(), sections };
}
