/*
 * Limits shared by the schemas, the server and the web app, in a module without zod so that
 * pages which only show them (field messages, counters) do not load the validation code.
 */

/** Password rules (DESIGN.md §8, ASVS 2.1.1/2.1.2): 8 to 128 characters, any characters. */
export const passwordLimits = { min: 8, max: 128 } as const;

/** Longest contact message accepted, in characters. */
export const contactMessageMaxLength = 2000;
