import { z } from 'zod';

/*
 * The back office's activity feed, which the interface calls "Notifications" (the bell menu and
 * the /notifications page): events drawn from the data, each read by a person on its own or all at once ("Tout marquer comme lu").
 */

/** What happened: a quote to price in the agency's city, a driver who chose the agency's
 * offer, an agency registration for the platform admin to review. */
export const activityKinds = ['newPendingQuote', 'offerSelected', 'agencyRegistered'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** The menu shows the latest events; the page loads them by pages of this many. */
export const activityMenuSize = 10;
export const activityPageSize = 25;

/** Query of GET /api/notifications: a page of at most `limit` events after `cursor`. */
export const activityFeedQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).optional().default(activityMenuSize),
  cursor: z.string().max(200).optional(),
});
export type ActivityFeedQuery = z.input<typeof activityFeedQuerySchema>;

/** POST /api/notifications/read: one event opened (its kind and record, as the feed gives). */
export const activityReadSchema = z.strictObject({
  kind: z.enum(activityKinds, { error: 'invalidValue' }),
  id: z.uuid({ error: 'invalidValue' }),
});
export type ActivityReadInput = z.input<typeof activityReadSchema>;
