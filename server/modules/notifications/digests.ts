import { and, count, gte, lt } from 'drizzle-orm';
import { localName } from '../../../domain/reference/reference-data.ts';
import type { Database } from '../../db/client.ts';
import { cities, quotes } from '../../db/schema/index.ts';
import { digestSubscribers, emailTo } from './events.ts';
import type { MessageDraft, Notifier } from './outbox.ts';

const hourMs = 60 * 60 * 1000;

/**
 * The hourly "new quotes in your city" e-mail to staff who opted in (decision 0010): counts
 * the quotes created in the last full hour before `now`, per city, and queues one digest per
 * subscriber whose city had any. The hour is part of the idempotency key, so a cron run
 * repeated for the same hour queues nothing more.
 * @returns how many digests were queued.
 */
export async function enqueueQuotesDigests(
  db: Database,
  notifier: Notifier,
  now: Date,
): Promise<number> {
  const end = new Date(Math.floor(now.getTime() / hourMs) * hourMs);
  const start = new Date(end.getTime() - hourMs);
  return db.transaction(async (tx) => {
    const perCity = await tx
      .select({ cityId: quotes.cityId, n: count() })
      .from(quotes)
      .where(and(gte(quotes.createdAt, start), lt(quotes.createdAt, end)))
      .groupBy(quotes.cityId);
    if (perCity.length === 0) return 0;
    const counts = new Map(perCity.map((row) => [row.cityId, row.n]));
    const names = new Map((await tx.select().from(cities)).map((city) => [city.id, city]));
    const drafts: MessageDraft[] = [];
    for (const member of await digestSubscribers(tx)) {
      const n = counts.get(member.cityId);
      const city = names.get(member.cityId);
      if (!n || !city) continue;
      drafts.push(
        emailTo(member, {
          event: 'quotes.digest',
          recordId: member.id,
          slot: start.toISOString(),
          payload: {
            count: String(n),
            city: localName(city, member.locale),
            path: '/devis-attente',
          },
        }),
      );
    }
    return (await notifier.enqueue(tx, drafts)).length;
  });
}
