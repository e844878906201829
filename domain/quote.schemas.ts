import { z } from 'zod';
import { addToDate, todayInMorocco } from './dates.ts';
import { guaranteeOptions, guarantees, packs, type Guarantee } from './guarantees.ts';
import { phoneSchema } from './phone.ts';
import {
  ageInYears,
  cinSchema,
  whenParsed,
  emailSchema,
  isoDateSchema,
  numberInput,
  personNameSchema,
  referenceIdSchema,
} from './validation.ts';
import { isWholeCentimes, maxPremiumDh } from './money.ts';
import { quoteAbilitiesSchema, quoteStatuses } from './quote-lifecycle.ts';

/*
 * The three steps of a quote request (docs/product/specification.md §2 /Vehicule, /user, /choix-garantie; §5 rules,
 * fixed as docs/product/design.md §7 says) and the one atomic submission that carries them (docs/product/design.md §5).
 * The same schemas validate in the browser and on the server.
 */

/** Highest vehicle value accepted, in dirhams: above it, a typo is more likely than a car. */
export const maxVehicleValueDh = 20_000_000;

/** An empty input is a missing value, not zero: it gets the required message. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const amountDh = z.preprocess(
  blankToUndefined,
  numberInput('required').pipe(
    z
      .number()
      .int({ error: 'invalidFormat' })
      .positive({ error: 'positiveAmount' })
      .max(maxVehicleValueDh, { error: 'amountTooLarge' }),
  ),
);

const accepted = z.literal(true, { error: 'mustAccept' });

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
  });
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

export { maxPremiumDh, toCentimes } from './money.ts';

/*
 * Answers of the driver's quote routes (their `response` schemas). Money in centimes; dates
 * `YYYY-MM-DD`, instants ISO 8601 UTC.
 */

/** The answer of POST /api/quotes: 201 for a new quote, 200 for a retry with the same key. */
export const submittedQuoteSchema = z.strictObject({ id: z.string(), reference: z.string() });

/** The three yearly prices of an offer, TTC, in centimes. */
export const packPricesSchema = z.strictObject({
  basic: z.number(),
  intermediate: z.number(),
  premium: z.number(),
} satisfies Record<(typeof packs)[number], z.ZodNumber>);

/** A survey comment published with its author's consent. */
export const publishedReviewSchema = z.strictObject({
  text: z.string(),
  author: z.string().describe('First name and last initial: `Nadia B.`.'),
  rating: z.number(),
  createdAt: z.string().describe('When it was written (ISO instant).'),
});

/** One agency's offer as the driver compares it (docs/product/specification.md §2 Choix de Compagnie / Choix de l'offre). */
export const offerCardSchema = z.strictObject({
  id: z.string(),
  available: z
    .boolean()
    .describe(
      'False when the agency no longer takes contracts (suspended): shown, not selectable.',
    ),
  agency: z.strictObject({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    acapsApprovalNumber: z.string(),
  }),
  insurer: z.strictObject({ name: z.string(), slug: z.string() }),
  rating: z
    .strictObject({ average: z.number().nullable(), count: z.number().int() })
    .describe(
      'Average of every survey rating this agency received (published or not: a rating is shown only inside the average, never alone); null before any rating.',
    ),
  review: publishedReviewSchema
    .nullable()
    .describe(
      'The latest survey comment whose author agreed to its publication; null when there is none.',
    ),
  prices: packPricesSchema,
  validUntil: z.string(),
});

/**
 * A quote with its offers ranked for one pack (docs/product/specification.md §1: ordered by price; decision 0012):
 * `rankedBy`, the pack asked for or else `recommendedPack`, the smallest pack holding the
 * guarantees the driver wanted.
 */
export const quoteComparisonSchema = z.strictObject({
  id: z.string(),
  reference: z.string(),
  status: z.enum(quoteStatuses),
  abilities: quoteAbilitiesSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  selection: z.strictObject({ offerId: z.string(), pack: z.enum(packs) }).nullable(),
  recommendedPack: z.enum(packs),
  rankedBy: z.enum(packs),
  offers: z.array(offerCardSchema),
});

/** What /confirmation shows once the driver has chosen. */
export const selectionConfirmationSchema = z.strictObject({
  quoteId: z.string(),
  reference: z.string(),
  pack: z.enum(packs),
  priceCentimes: z.number(),
  agency: z.strictObject({ name: z.string(), address: z.string(), phone: z.string() }),
  insurerName: z.string(),
  surveyAnswered: z.boolean(),
});

/** The answer of POST /api/quotes/:quoteId/survey. */
export const surveyReceivedSchema = z.strictObject({ ok: z.literal(true) });

/**
 * A price as agency staff type it: digits, optionally grouped by three with spaces (ordinary,
 * no-break or narrow no-break, as French writes and copies amounts), then optionally a decimal
 * comma or point with one or two digits. A leading minus is read so that the sign is refused
 * with its own message.
 */
const priceText = /^(-?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Reads a typed price in dirhams: `5600,50`, `5600.50`, `5 600,50` and `5600` alike (the decimal
 * comma of French and Arabic, the point of English and of number pads). Returns null for text
 * that is not one unambiguous amount, notably:
 * - both separators (`5.600,50`, `5,600.50`): which one marks the decimals is a guess;
 * - a separator followed by three digits (`5.600`, `5,600`): thousands or decimals, a guess too;
 * - more than two decimals, letters, several amounts.
 * Never guessing is the rule: a misread price is sent to a driver as an offer.
 */
export function parseDirhams(text: string): number | null {
  const match = priceText.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', decimals = '0'] = match;
  return Number(`${sign}${whole.replace(/\D/g, '')}.${decimals}`);
}

/**
 * One pack's price, in dirhams with at most two decimals: a JSON number, or a text as
 * `parseDirhams` reads it (message `priceFormat` otherwise). The browser validates with this
 * schema before sending, the server parses the same.
 */
export const priceDh = z.preprocess(
  blankToUndefined,
  z
    // Each member says `required` too: react-hook-form's zod resolver shows the message of a
    // union member's issue, not the union's, so an empty field read "Invalid input" in English.
    .union([z.number({ error: 'required' }), z.string({ error: 'required' })], {
      error: 'required',
    })
    .transform((value, ctx) => {
      const dirhams = typeof value === 'number' ? value : parseDirhams(value);
      if (dirhams === null) {
        ctx.addIssue({ code: 'custom', message: 'priceFormat' });
        return z.NEVER;
      }
      return dirhams;
    })
    .pipe(
      z
        .number({ error: 'required' })
        .positive({ error: 'positiveAmount' })
        .max(maxPremiumDh, { error: 'amountTooLarge' })
        .refine(isWholeCentimes, { error: 'invalidFormat' }),
    ),
);

/**
 * A price is unusual when it is over `usualPriceFactor` times, or under one `usualPriceFactor`th
 * of, the agency's median for the same pack and fiscal power: likely a typo (a digit too many
 * or too few). The price page then asks for a confirmation; it never refuses the price.
 */
export const usualPriceFactor = 3;

/** True when `centimes` is far from `medianCentimes` (see usualPriceFactor). */
export function isFarFromUsual(centimes: number, medianCentimes: number): boolean {
  return (
    centimes > medianCentimes * usualPriceFactor || centimes * usualPriceFactor < medianCentimes
  );
}

/** PUT /api/agency/quotes/:quoteId/offer — Basique ≤ Intermédiaire ≤ Premium. */
export const offerPricesSchema = z
  .strictObject({ basic: priceDh, intermediate: priceDh, premium: priceDh })
  // Premium first: a check skips once its fields have an issue, the order's own included.
  .refine((prices) => prices.premium >= prices.intermediate, {
    path: ['premium'],
    error: 'pricesOrder',
    ...whenParsed(['intermediate'], ['premium']),
  })
  .refine((prices) => prices.intermediate >= prices.basic, {
    path: ['intermediate'],
    error: 'pricesOrder',
    ...whenParsed(['basic'], ['intermediate']),
  });
export type OfferPricesInput = z.input<typeof offerPricesSchema>;

/** POST /api/quotes/:quoteId/selection — the offer and the pack the driver picks. */
export const selectionSchema = z.strictObject({
  offerId: z.uuid({ error: 'required' }),
  pack: z.enum(packs, { error: 'required' }),
});
export type SelectionInput = z.input<typeof selectionSchema>;

/** GET /api/quotes/:quoteId — the pack to rank the offers by; default: the recommended one. */
export const comparisonQuerySchema = z.strictObject({
  pack: z.enum(packs, { error: 'invalidFormat' }).optional(),
});

/** Version of the wording of the survey's publication consent (law 09-08 consent record). */
export const surveyPublishConsentVersion = 'avis-2026-11';

/**
 * POST /api/quotes/:quoteId/survey — the optional satisfaction survey (/survey-form).
 * `publishConsent`: the author agrees that the comment be shown to other drivers next to the
 * agency, signed with their first name and last initial; unticked by default.
 */
export const surveySchema = z.strictObject({
  rating: numberInput('invalidRating').pipe(
    z
      .number()
      .int({ error: 'invalidRating' })
      .min(1, { error: 'invalidRating' })
      .max(5, { error: 'invalidRating' }),
  ),
  comment: z.string().trim().max(1000, { error: 'tooLong' }).optional().default(''),
  publishConsent: z.boolean({ error: 'invalidFormat' }).optional().default(false),
});
export type SurveyInput = z.input<typeof surveySchema>;
