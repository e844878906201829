import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpDriver, startTestServer, TestClient, type TestServer } from '../test/harness.ts';
import { betterAuthStorages } from '../modules/auth/better-auth.ts';
import { ContextStorages } from './context-storages.ts';

/*
 * Counted calls keep their storages' stores for as long as any of them runs, and disable the
 * storages once the last one settles, in the app too: a sign-in and a session read through
 * better-auth leave none of better-auth's storages enabled, so the requests that follow pay no
 * async hook.
 */

/** A promise and the function that resolves it. */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

/**
 * A run of `storage` outside any counted call, which reads its store once `until` resolves:
 * the store read is undefined if the storage was disabled meanwhile.
 */
function lingering(storage: AsyncLocalStorage<string>, until: Promise<void>) {
  return storage.run('lingering', async () => {
    await until;
    return storage.getStore();
  });
}

/** Whether `storage` is enabled: Node 20 keeps it on the instance (lib/async_hooks.js). */
const enabled = (storage: unknown) => (storage as { enabled: boolean }).enabled;

/**
 * Storages carried by an async hook (Node 20 and 22). Node 24's (AsyncContextFrame) need no
 * hook and have no `enabled`: there is nothing to disable, nor to check.
 */
const hooked = 'enabled' in new AsyncLocalStorage();

describe.skipIf(!hooked)('ContextStorages', () => {
  it('keeps the store through a counted call and disables the storage once it settles', async () => {
    const storages = new ContextStorages();
    const storage = new AsyncLocalStorage<string>();
    storages.add(storage);
    const later = gate();
    const outside = lingering(storage, later.closed);
    const store = await storages.run(() =>
      storage.run('call', async () => {
        await Promise.resolve();
        return storage.getStore();
      }),
    );
    expect(store).toBe('call');
    expect(enabled(storage)).toBe(false);
    later.open();
    // Disabled while the uncounted run waited: its store is gone, as Node documents.
    expect(await outside).toBeUndefined();
  });

  it('keeps the storages enabled while another counted call is in flight', async () => {
    const storages = new ContextStorages();
    const storage = new AsyncLocalStorage<string>();
    storages.add(storage);
    const second = gate();
    const slow = storages.run(() =>
      storage.run('slow', async () => {
        await second.closed;
        return storage.getStore();
      }),
    );
    await storages.run(() => storage.run('quick', async () => storage.getStore()));
    expect(enabled(storage)).toBe(true);
    second.open();
    expect(await slow).toBe('slow');
    expect(enabled(storage)).toBe(false);
  });

  it('settles a call that fails as it fails, and disables the storages after it', async () => {
    const storages = new ContextStorages();
    const storage = new AsyncLocalStorage<string>();
    storages.add(storage);
    await expect(
      storages.run(() =>
        storage.run('failing', async () => {
          throw new Error('refused');
        }),
      ),
    ).rejects.toThrow('refused');
    expect(enabled(storage)).toBe(false);
  });

  it('counts every method of an object, with its own `this`, and leaves other values alone', async () => {
    const storages = new ContextStorages();
    const storage = new AsyncLocalStorage<string>();
    storages.add(storage);
    const api = {
      name: 'api',
      async read(this: { name: string }, suffix: string) {
        return storage.run('read', async () => `${this.name} ${storage.getStore()} ${suffix}`);
      },
    };
    Object.assign(api.read, { path: '/read' });
    const counted = storages.counted(api);
    expect(counted.name).toBe('api');
    // Wrapped once, with the method's own properties.
    expect(counted.read).toBe(counted.read);
    expect((counted.read as unknown as { path: string }).path).toBe('/read');
    expect(await counted.read('done')).toBe('api read done');
    expect(enabled(storage)).toBe(false);
  });
});

describe.skipIf(!hooked)('better-auth’s storages in the app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are disabled after a sign-up, a sign-in and a session read', async () => {
    const { email, password } = await signUpDriver(server.baseUrl);
    const driver = new TestClient(server.baseUrl);
    expect((await driver.post('/api/auth/login', { email, password })).status).toBe(200);
    expect((await driver.get('/api/me')).status).toBe(200);
    const storages = await betterAuthStorages;
    expect(storages).toHaveLength(3);
    expect(storages.map(enabled)).toEqual([false, false, false]);
  });
});
