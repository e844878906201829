import { addMessageTexts } from './signed-in.ts';

/*
 * Validation and API error messages (domain/messages), shared with the server. Loaded by the
 * pages with forms (through components/ui/field-message.ts); the signed-in areas add them with
 * their other texts (signed-in.ts). The public pages that have no form never load them.
 */
await addMessageTexts();
