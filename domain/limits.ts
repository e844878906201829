/*
 * Limits shared by the schemas, the server and the web app, in a module without zod so that
 * pages which only show them (field messages, counters) do not load the validation code.
 */

/** Password rules (docs/product/design.md §8, ASVS 2.1.1/2.1.2): 8 to 128 characters, any characters. */
export const passwordLimits = { min: 8, max: 128 } as const;

/** Longest contact message accepted, in characters. */
export const contactMessageMaxLength = 2000;

/** Longest person name accepted (a first name, a last name or an account's name), in characters. */
export const personNameMaxLength = 60;

/**
 * A back-office table's filters and saved views (docs/product/agency-day.md "Filters and saved
 * views"): the longest date range in days, both ends counted (a leap year); the saved views a
 * staff member keeps per table, and the length of a view's name.
 */
export const tableViewLimits = { rangeMaxDays: 366, viewsMax: 20, nameMax: 40 } as const;

/**
 * The values validation messages name (`{{min}}`, `{{max}}` of the password, `{{nameMax}}`),
 * given to every translation of them on both sides.
 */
export const validationMessageParams = {
  ...passwordLimits,
  nameMax: personNameMaxLength,
  rangeMaxDays: tableViewLimits.rangeMaxDays,
  viewsMax: tableViewLimits.viewsMax,
};

/** A phone confirmation code (decision 0019): its digits, lifetime and tries. */
export const phoneCodeLimits = {
  digits: 6,
  lifetimeMinutes: 10,
  attempts: 5,
} as const;
