import { z } from 'zod';
import {
  emailSchema,
  newPasswordSchema,
  personNameSchema,
  phoneSchema,
  referenceIdSchema,
  requiredText,
} from '../validation.ts';

/**
 * POST /api/agencies/registrations — the public agency registration form (docs/product/specification.md §2
 * /registration, §3 payload, §5: every field required). Creates a pending agency and its
 * manager account; the manager signs in once a platform admin approves (docs/product/design.md §8).
 */
export const agencyRegistrationSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  cityId: referenceIdSchema,
  phone: phoneSchema,
  managerName: personNameSchema,
  managerPhone: phoneSchema,
  agencyName: requiredText(150),
  address: requiredText(300),
  insurerId: referenceIdSchema,
  /** ACAPS approval number of the intermediary (law 17-99), e.g. `ACAPS-12345`. */
  acapsApprovalNumber: requiredText(40).pipe(
    z.string().regex(/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u, { error: 'invalidFormat' }),
  ),
});
export type AgencyRegistrationInput = z.input<typeof agencyRegistrationSchema>;
