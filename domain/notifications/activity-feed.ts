import { z } from 'zod';
import { pageSchema } from '../paging.ts';

/*
 * The back office's activity feed, which the interface calls "Notifications" (the bell menu and
 * the /notifications page): events drawn from the data, each read by a person on its own or all at once ("Tout marquer comme lu").
 */

/** What happened: a quote to price in the agency's city, a driver who chose the agency's
 * offer, (agency managers) a call to a driver who chose the agency not made by its due time
 * (docs/product/agency-day.md), an agency registration for the platform admin to review. */
export const activityKinds = [
  'newPendingQuote',
  'offerSelected',
  'callOverdue',
  'agencyRegistered',
] as const;
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

/**
 * An event of the notifications menu: a new quote to price in the agency's city, a driver who
 * selected the agency's offer, or (platform admin) an agency registration to review. `id` is the
 * quote's or the agency's; `label` its reference or name.
 */
export const activityItemSchema = z.strictObject({
  kind: z.enum(activityKinds),
  id: z.string(),
  label: z.string(),
  at: z.string(),
  unread: z.boolean(),
});

/**
 * GET /api/notifications: a page of events, newest first, the cursor of the next page (null
 * on the last) and how many of all the person's events are unread (exact, not the page's).
 */
export const activityFeedSchema = pageSchema(activityItemSchema).extend({
  unreadCount: z.number().int(),
});

/** An event of the notifications menu (`activityItemSchema`). */
export type ActivityItem = z.output<typeof activityItemSchema>;

/** GET /api/notifications (`activityFeedSchema`). */
export type ActivityFeed = z.output<typeof activityFeedSchema>;
