import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Node 20 carries an `AsyncLocalStorage`'s store through an async hook on every promise the
 * process makes, from the first `run` of any storage until every storage is disabled: each
 * promise, the app's and its libraries', then pays the hook, and V8 leaves its fast path for
 * `await`. The raw reference server spent 15 % more processor time per answer with one storage
 * enabled and never used (bench/results/raw-limit-postgres.md, decision 0048). better-auth
 * keeps each of its calls' context in storages of its own, and the app one
 * (modules/auth/password-links.ts): the calls are rare (a sign-in, a session read every few
 * seconds), the requests between them many.
 *
 * A `ContextStorages` counts the calls that run in its storages; when the last one in flight
 * settles, it disables them, so the requests that run between two calls pay no hook. A
 * storage's next `run` enables it again (Node's `AsyncLocalStorage.run`). A disabled storage's
 * `getStore()` answers undefined, which is why the storages are disabled only while no counted
 * call is in flight, and why every entry into better-auth must be counted: better-auth awaits its
 * own background work unless told otherwise (`advanced.backgroundTasks`, which the app does not
 * set), so nothing of a call outlives it.
 * Node 24's storages (AsyncContextFrame) need no hook; disabling them between calls is harmless.
 */
export class ContextStorages {
  private inFlight = 0;
  private readonly storages = new Set<AsyncLocalStorage<unknown>>();

  /** Disables `storage` with the others once no counted call is in flight. */
  add(storage: AsyncLocalStorage<unknown>): void {
    this.storages.add(storage);
    if (this.inFlight === 0) storage.disable();
  }

  /**
   * Runs `call` counted: its storages stay enabled until it and every other counted call has
   * settled. Resolves or rejects as `call` does.
   */
  async run<T>(call: () => Promise<T>): Promise<T> {
    this.inFlight += 1;
    try {
      return await call();
    } finally {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const storage of this.storages) storage.disable();
    }
  }

  /**
   * `api` whose every method runs counted (`run`): the object better-auth's `auth.api` is,
   * each of its endpoints a function of one call. A method is wrapped once and keeps its own
   * properties (better-auth's endpoints carry their `path` and `options`).
   */
  counted<Api extends object>(api: Api): Api {
    const wrapped = new Map<unknown, unknown>();
    return new Proxy(api, {
      get: (target, key, receiver) => {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        let counted = wrapped.get(value);
        if (!counted) {
          const call = (...args: unknown[]) =>
            this.run(async () => (value as (...args: unknown[]) => unknown).apply(target, args));
          counted = Object.assign(call, value);
          wrapped.set(value, counted);
        }
        return counted;
      },
    });
  }
}

/**
 * The process's storages: better-auth's are one set for the whole process (it keeps them on
 * `globalThis`), however many apps the process builds, so their calls are counted together.
 */
export const contextStorages = new ContextStorages();
