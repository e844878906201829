import { createHash } from 'node:crypto';
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from 'better-auth';

/** Starts every value of `sessions.token`: the digest's algorithm. */
const digestPrefix = 'sha256:';

/**
 * What `sessions.token` holds for a session token: `sha256:` then the SHA-256 digest of the
 * token (UTF-8) in lowercase hex, 71 characters. Reset and session tokens are stored hashed
 * (docs/product/design.md §9, decision 0022): whoever reads the table (a leaked backup, an SQL
 * injection) gets no usable session. No salt and no slow hash: the token is 32 random
 * characters from better-auth (about 190 bits), so it cannot be guessed from its digest, and a
 * lookup must find the row from the token alone. Migration 0008 computes the same value in SQL
 * for the sessions that existed before.
 */
export function storedSessionToken(token: string): string {
  return digestPrefix + createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The better-auth model whose `token` field is kept as a digest. */
const sessionModel = 'session';
const tokenField = 'token';

/**
 * The digests of one adapter call, each with the token it was computed from, so that rows
 * found by a token carry that token back.
 */
class CallTokens {
  private readonly tokens = new Map<string, string>();

  digest(value: unknown): string {
    if (typeof value !== 'string') throw new TypeError('A session token is a string');
    const stored = storedSessionToken(value);
    this.tokens.set(stored, value);
    return stored;
  }

  /** `where` with every token compared replaced by its digest. */
  where<W extends Where[] | undefined>(where: W): W {
    if (!where) return where;
    return where.map((clause) => {
      if (clause.field !== tokenField || clause.value === null) return clause;
      const operator = clause.operator ?? 'eq';
      if (operator === 'eq' || operator === 'ne') {
        return { ...clause, value: this.digest(clause.value) };
      }
      if ((operator === 'in' || operator === 'not_in') && Array.isArray(clause.value)) {
        return { ...clause, value: clause.value.map((value) => this.digest(value)) };
      }
      throw new TypeError(`A session token is only compared whole, not with "${operator}"`);
    }) as W;
  }

  /** `data` with its token, if any, replaced by the digest. */
  data<D extends Record<string, unknown> | undefined>(data: D): D {
    if (!data || !(tokenField in data)) return data;
    return { ...data, [tokenField]: this.digest(data[tokenField]) };
  }

  /** A row as returned to better-auth: its digest back to the token it was found or written by. */
  row<R>(row: R): R {
    if (!row || typeof row !== 'object') return row;
    const stored = (row as Record<string, unknown>)[tokenField];
    const token = typeof stored === 'string' ? this.tokens.get(stored) : undefined;
    return token === undefined ? row : { ...row, [tokenField]: token };
  }
}

type AnyAdapter = DBAdapter<BetterAuthOptions> | DBTransactionAdapter<BetterAuthOptions>;

const guarded = new WeakSet<object>();

/**
 * Makes `adapter` keep session tokens as digests (`storedSessionToken`), in place (better-auth
 * keys its schema check on the adapter object) and once. For model `session` only:
 *
 * - a `token` written (`create`, `update`, `updateMany`, `incrementOne`'s `set`) is stored as
 *   its digest;
 * - a `where` on `token` (operators eq, ne, in, not_in) compares digests, whatever the value
 *   looks like: a digest read from the table is hashed again and matches nothing, so it never
 *   signs anyone in. Other operators on `token` throw a TypeError;
 * - a returned row whose digest was computed in the same call carries the token back
 *   (better-auth sets the cookie from `create`'s row and from the refreshed row of `update`).
 *   Rows found otherwise (by user, by id) keep the digest: better-auth's `listSessions`,
 *   `revokeSession` with a listed token and `revokeOtherSessions` therefore do not work, and
 *   the app neither calls them nor mounts their routes (decision 0022).
 *
 * Transactions get the same treatment (`transaction`'s callback receives a guarded adapter).
 */
function guardSessionTokens<A extends AnyAdapter>(adapter: A): A {
  if (guarded.has(adapter)) return adapter;
  guarded.add(adapter);
  const inner = { ...adapter } as DBAdapter<BetterAuthOptions>;
  const isSession = (model: string) => model === sessionModel;
  const target = adapter as DBAdapter<BetterAuthOptions>;

  target.create = async (query) => {
    if (!isSession(query.model)) return inner.create(query);
    const call = new CallTokens();
    return call.row(await inner.create({ ...query, data: call.data(query.data) }));
  };
  target.findOne = async (query) => {
    if (!isSession(query.model)) return inner.findOne(query);
    const call = new CallTokens();
    return call.row(await inner.findOne({ ...query, where: call.where(query.where) }));
  };
  target.findMany = async <T>(query: Parameters<typeof inner.findMany>[0]) => {
    if (!isSession(query.model)) return inner.findMany<T>(query);
    const call = new CallTokens();
    const rows = await inner.findMany<T>({ ...query, where: call.where(query.where) });
    return rows.map((row) => call.row(row));
  };
  target.count = async (query) => {
    if (!isSession(query.model)) return inner.count(query);
    return inner.count({ ...query, where: new CallTokens().where(query.where) });
  };
  target.update = async (query) => {
    if (!isSession(query.model)) return inner.update(query);
    const call = new CallTokens();
    const where = call.where(query.where);
    return call.row(await inner.update({ ...query, where, update: call.data(query.update) }));
  };
  target.updateMany = async (query) => {
    if (!isSession(query.model)) return inner.updateMany(query);
    const call = new CallTokens();
    return inner.updateMany({
      ...query,
      where: call.where(query.where),
      update: call.data(query.update),
    });
  };
  target.incrementOne = async (query) => {
    if (!isSession(query.model)) return inner.incrementOne(query);
    const call = new CallTokens();
    const where = call.where(query.where);
    return call.row(await inner.incrementOne({ ...query, where, set: call.data(query.set) }));
  };
  target.consumeOne = async (query) => {
    if (!isSession(query.model)) return inner.consumeOne(query);
    const call = new CallTokens();
    return call.row(await inner.consumeOne({ ...query, where: call.where(query.where) }));
  };
  target.delete = async (query) => {
    if (!isSession(query.model)) return inner.delete(query);
    return inner.delete({ ...query, where: new CallTokens().where(query.where) });
  };
  target.deleteMany = async (query) => {
    if (!isSession(query.model)) return inner.deleteMany(query);
    return inner.deleteMany({ ...query, where: new CallTokens().where(query.where) });
  };
  if (inner.transaction) {
    target.transaction = (callback) =>
      inner.transaction((trx) => callback(guardSessionTokens(trx)));
  }
  return adapter;
}

/**
 * better-auth's `database` option with session tokens kept as digests: `adapter` (the drizzle
 * adapter) as better-auth builds it, guarded by `guardSessionTokens`.
 */
export function withSessionTokenDigests<F extends (options: BetterAuthOptions) => AnyAdapter>(
  adapter: F,
): F {
  return ((options: BetterAuthOptions) => guardSessionTokens(adapter(options))) as F;
}
