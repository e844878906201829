import { z } from 'zod';

/*
 * The back office's notifications (menu and /notifications page): events drawn from the data,
 * each read by a person on its own or all at once ("Tout marquer comme lu").
 */

/** What happened: a quote to price in the agency's city, a driver who chose the agency's
 * offer, an agency registration for the platform admin to review. */
export const notificationKinds = ['newPendingQuote', 'offerSelected', 'agencyRegistered'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The menu shows the latest events; the page loads them by pages of this many. */
export const notificationMenuSize = 10;
export const notificationPageSize = 25;

/** Query of GET /api/notifications: a page of at most `limit` events after `cursor`. */
export const notificationFeedQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).optional().default(notificationMenuSize),
  cursor: z.string().max(200).optional(),
});
export type NotificationFeedQuery = z.input<typeof notificationFeedQuerySchema>;

/** POST /api/notifications/read: one event opened (its kind and record, as the feed gives). */
export const notificationReadSchema = z.strictObject({
  kind: z.enum(notificationKinds, { error: 'invalidValue' }),
  id: z.uuid({ error: 'invalidValue' }),
});
export type NotificationReadInput = z.input<typeof notificationReadSchema>;
