import { z } from 'zod';
import { contactMessageMaxLength } from '../limits.ts';
import { emailSchema, personNameSchema, phoneSchema, requiredText } from '../validation.ts';

/**
 * POST /api/contact — the contact form (docs/product/specification.md §2 Contact page; docs/product/design.md §8). `website` is a
 * honeypot: hidden from people, filled by bots; a message that fills it is acknowledged and
 * dropped. The phone is parsed to E.164, the e-mail lower-cased.
 */
export const contactMessageSchema = z.strictObject({
  lastName: personNameSchema,
  firstName: personNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  subject: requiredText(150),
  message: requiredText(contactMessageMaxLength),
  website: z.string().max(200).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
