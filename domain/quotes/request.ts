import { z } from 'zod';
import { addToDate, todayInMorocco } from '../dates.ts';
import { guaranteeOptions, guarantees, type Guarantee } from '../reference/guarantees.ts';
import { westernDigits } from '../money.ts';
import {
  ageInYears,
  cinSchema,
  dirhamsInput,
  emailSchema,
  isoDateSchema,
  personNameSchema,
  phoneSchema,
  referenceIdSchema,
  whenParsed,
} from '../validation.ts';

/*
 * The three steps of a quote request (docs/product/specification.md §2 /Vehicule, /user, /choix-garantie; §5 rules,
 * fixed as docs/product/design.md §7 says) and the one atomic submission that carries them (docs/product/design.md §5).
 * The same schemas validate in the browser and on the server.
 */

/** Highest vehicle value accepted, in dirhams: above it, a typo is more likely than a car. */
export const maxVehicleValueDh = 20_000_000;

/**
 * A vehicle's value in whole dirhams: a JSON number, or text as `parseDirhams` reads it
 * (`150000`, `150 000`). A decimal comma or point is read, then refused with its own message
 * (`wholeDirhams`), never dropped: `150000,50` must not become 15 000 050 DH.
 */
const amountDh = dirhamsInput(
  'amountFormat',
  z
    .number({ error: 'required' })
    .int({ error: 'wholeDirhams' })
    .positive({ error: 'positiveAmount' })
    .max(maxVehicleValueDh, { error: 'amountTooLarge' }),
);

/** A terms box that must be ticked. */
export const accepted = z.literal(true, { error: 'mustAccept' });

/** A plate's letter: Latin, or Arabic with an optional tatweel (`هـ`). */
const plateLetter = '(?:[A-Z]|[\\u0621-\\u064A]\\u0640?)';
const plateParts = new RegExp(`^(\\d{1,5})(${plateLetter})(\\d{1,2})$`, 'u');
const temporaryPlateParts = /^(WW)(\d{1,6})$/;

/**
 * The stored form of a Moroccan plate (reference/morocco.md): upper case, its parts joined by
 * `-`, whether typed with spaces, `|`, `-` or no separator (`12345A6`, `12345 أ 6` →
 * `12345-A-6`, `12345-أ-6`; `WW123456` → `WW-123456`). What is not a plate comes back trimmed
 * and upper-cased with `-` for its separators, for the check to refuse.
 */
export function normalisePlate(value: string): string {
  const typed = value.trim().toUpperCase();
  const compact = typed.replace(/[\s|-]+/g, '');
  const parts = plateParts.exec(compact) ?? temporaryPlateParts.exec(compact);
  return parts ? parts.slice(1).join('-') : typed.replace(/\s*[-|\s]\s*/g, '-');
}

/**
 * Moroccan plate (reference/morocco.md): 1–5 digits, an Arabic letter or its Latin
 * transliteration, a prefecture code 1–89 — `12345-أ-6`, `12345-A-6`, the spec's `1234-A-1` —
 * or the temporary series `WW-123456`, stored as `normalisePlate` writes it.
 */
export const plateSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .transform(normalisePlate)
  .pipe(
    z
      .string()
      .regex(new RegExp(`^(\\d{1,5}-${plateLetter}-(?:[1-9]|[1-8]\\d)|WW-\\d{1,6})$`, 'u'), {
        error: 'invalidPlate',
      }),
  );

/** Earliest first registration accepted (`YYYY-MM-DD`): an older date is more likely a typo. */
export const earliestRegistrationDate = '1950-01-01';

/** Step 1 — Votre Véhicule. Values in whole dirhams; the server stores centimes. */
export const vehicleStepSchema = z
  .strictObject({
    brandId: referenceIdSchema,
    fuelId: referenceIdSchema,
    fiscalPowerId: referenceIdSchema,
    firstRegistrationDate: isoDateSchema
      .refine((value) => value <= todayInMorocco(), { error: 'futureDate' })
      .refine((value) => value >= earliestRegistrationDate, { error: 'registrationTooOld' }),
    newValue: amountDh,
    marketValue: amountDh,
    seatCountId: referenceIdSchema,
    plate: plateSchema,
    termsAccepted: accepted,
  })
  .refine((vehicle) => vehicle.marketValue <= vehicle.newValue, {
    path: ['marketValue'],
    error: 'marketValueAboveNew',
    ...whenParsed(['newValue'], ['marketValue']),
  });
export type VehicleStepInput = z.input<typeof vehicleStepSchema>;
export type VehicleStep = z.output<typeof vehicleStepSchema>;

/**
 * An optional answer counting whole things (claims, months): empty or absent is null (not
 * answered), otherwise a whole number 0–`max`, Western or Arabic-Indic digits. A decimal
 * (`1,5`) or anything not a number is `wholeCount`; a number out of range `invalidValue`.
 */
const optionalCount = (max: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: 'invalidValue' })
    .optional()
    .transform((value) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'number') return value;
      const typed = westernDigits(value).trim();
      return typed === '' ? null : Number(typed);
    })
    .pipe(
      z
        .number({ error: 'wholeCount' })
        .int({ error: 'wholeCount' })
        .min(0, { error: 'invalidValue' })
        .max(max, { error: 'invalidValue' })
        .nullable(),
    );

/** Most at-fault claims a driver may declare per period: more is a typo. */
export const maxDeclaredClaims = 20;

/** Most months insured without interruption a driver may declare (50 years). */
export const maxMonthsInsured = 600;

/**
 * The bonus-malus questions of step 2 (docs/product/tariffs.md "Bonus-malus"), all optional:
 * at-fault claims in the last 24 months, and of those in the last 12 months how many had
 * material damage only and how many bodily injury; months insured without interruption.
 * Unanswered is null, and counts as nothing known (coefficient 100 %).
 */
export const claimHistoryFields = {
  atFaultClaimsLast24Months: optionalCount(maxDeclaredClaims),
  materialClaimsLast12Months: optionalCount(maxDeclaredClaims),
  bodilyClaimsLast12Months: optionalCount(maxDeclaredClaims),
  monthsInsuredWithoutInterruption: optionalCount(maxMonthsInsured),
};

/** Step 2 — Informations Conducteur, with the licence (docs/product/specification.md §3 Driver and Permis). */
export const driverStepSchema = z
  .strictObject({
    lastName: personNameSchema,
    firstName: personNameSchema,
    cityId: referenceIdSchema,
    cin: cinSchema,
    email: emailSchema,
    phone: phoneSchema,
    birthDate: isoDateSchema
      .refine((value) => ageInYears(value) >= 18, { error: 'tooYoung' })
      .refine((value) => ageInYears(value) <= 110, { error: 'tooOld' }),
    professionId: referenceIdSchema,
    conventionId: referenceIdSchema,
    licenceObtainedOn: isoDateSchema.refine((value) => value <= todayInMorocco(), {
      error: 'futureDate',
    }),
    licenceExpiresOn: isoDateSchema.refine((value) => value >= todayInMorocco(), {
      error: 'licenceExpired',
    }),
    insuranceStartDate: isoDateSchema
      .refine((value) => value >= todayInMorocco(), { error: 'startInPast' })
      .refine((value) => value <= addToDate(todayInMorocco(), { years: 1 }), {
        error: 'startTooFar',
      }),
    termsAccepted: accepted,
    /**
     * WhatsApp messages about this request (law 09-08 consent): a separate checkbox, unticked by
     * default; ticking records the consent (time and wording version) on the account.
     */
    whatsappOptIn: z.boolean().default(false),
    ...claimHistoryFields,
  })
  .refine((driver) => driver.licenceObtainedOn >= addToDate(driver.birthDate, { years: 18 }), {
    path: ['licenceObtainedOn'],
    error: 'licenceBeforeAdult',
    ...whenParsed(['birthDate'], ['licenceObtainedOn']),
  })
  .refine((driver) => driver.licenceExpiresOn > driver.licenceObtainedOn, {
    path: ['licenceExpiresOn'],
    error: 'licenceDatesOrder',
    ...whenParsed(['licenceObtainedOn'], ['licenceExpiresOn']),
  })
  // Claims of the last 12 months are among those of the last 24.
  .refine(
    (driver) =>
      driver.atFaultClaimsLast24Months === null ||
      (driver.materialClaimsLast12Months ?? 0) + (driver.bodilyClaimsLast12Months ?? 0) <=
        driver.atFaultClaimsLast24Months,
    {
      path: ['atFaultClaimsLast24Months'],
      error: 'claimsOutOfOrder',
      ...whenParsed(
        ['materialClaimsLast12Months'],
        ['bodilyClaimsLast12Months'],
        ['atFaultClaimsLast24Months'],
      ),
    },
  );
export type DriverStepInput = z.input<typeof driverStepSchema>;
export type DriverStep = z.output<typeof driverStepSchema>;

const optionCodes = (guarantee: Guarantee) => {
  const codes = guaranteeOptions.filter((o) => o.guarantee === guarantee).map((o) => o.code);
  return z
    .string({ error: 'required' })
    .refine((value) => codes.includes(value), { error: 'required' });
};

/** Step 3 — the seven guarantee choices (docs/product/specification.md §9 values) and the personal-data consent. */
export const guaranteesStepSchema = z.strictObject({
  ...(Object.fromEntries(guarantees.map((g) => [g, optionCodes(g)])) as Record<
    Guarantee,
    ReturnType<typeof optionCodes>
  >),
  termsAccepted: accepted,
});
export type GuaranteesStepInput = z.input<typeof guaranteesStepSchema>;
export type GuaranteesStep = z.output<typeof guaranteesStepSchema>;

/** Version of the consent wording the driver accepts (law 09-08 consent record). */
export const consentVersion = 'cgu-2026-11';

/** POST /api/quotes — the whole request in one atomic, idempotent call (docs/product/design.md §5). */
export const submitQuoteSchema = z
  .strictObject({
    vehicle: vehicleStepSchema,
    driver: driverStepSchema,
    guarantees: guaranteesStepSchema,
  })
  .refine((quote) => quote.vehicle.firstRegistrationDate >= quote.driver.birthDate, {
    path: ['vehicle', 'firstRegistrationDate'],
    error: 'registrationBeforeBirth',
    ...whenParsed(['vehicle', 'firstRegistrationDate'], ['driver', 'birthDate']),
  });
export type SubmitQuoteInput = z.input<typeof submitQuoteSchema>;
export type SubmitQuote = z.output<typeof submitQuoteSchema>;

/**
 * What the form steps hold while the driver fills them in (the server-side draft): raw field
 * values as typed, not yet valid. At most 100 fields of 500 characters per step.
 */
const draftStep = z
  .record(z.string().max(60), z.union([z.string().max(500), z.boolean()]))
  .refine((step) => Object.keys(step).length <= 100);
export const quoteDraftSchema = z.strictObject({
  vehicle: draftStep.optional(),
  driver: draftStep.optional(),
  guarantees: draftStep.optional(),
});
export type QuoteDraft = z.infer<typeof quoteDraftSchema>;

/**
 * An Idempotency-Key (IETF draft "Idempotency-Key"): 8–100 characters of a UUID or similar
 * token. POST /api/quotes requires one; a repeated key from the same driver answers the quote
 * it first created.
 */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/**
 * GET and PUT /api/quotes/draft: the draft with its `submissionKey`, the Idempotency-Key every
 * tab holding this draft submits it with, so one draft gives at most one quote.
 */
export const savedDraftSchema = quoteDraftSchema.extend({ submissionKey: idempotencyKeySchema });
export type SavedDraft = z.infer<typeof savedDraftSchema>;
