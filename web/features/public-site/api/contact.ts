import type { ContactMessageInput } from '../../../../domain/contact/contact-message.ts';
import { apiFetch, apiPath } from '../../../lib/api-client.ts';

/**
 * Sends the contact form's message. A plain call, not a TanStack mutation: /contact keeps to
 * the public pages' JavaScript budget (docs/product/design.md §10).
 */
export const sendContactMessage = (input: ContactMessageInput) =>
  apiFetch<void>(apiPath`/api/contact`, { method: 'POST', body: input });
