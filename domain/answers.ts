import { z } from 'zod';

/*
 * Small answers several routes share, declared once as their `response` schemas.
 */

/**
 * A neutral 202, `{ accepted: true }`: the request was taken and its work runs after the
 * answer, which never depends on the address given (sign-up and resend: decision 0023; the
 * password reset and the agency registration, whose routes say so).
 */
export const acceptedSchema = z.strictObject({ accepted: z.literal(true) });
