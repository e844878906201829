import { z } from 'zod';

/*
 * Small answers several routes share, declared once as their `response` schemas.
 */

/**
 * A neutral 202: the request was taken and its work runs after the answer, which never depends
 * on the address given (sign-up, resend, password reset, agency registration; decision 0023).
 */
export const acceptedSchema = z.strictObject({ accepted: z.literal(true) });
