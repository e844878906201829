import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './app-providers.tsx';
import { ApiError } from './lib/api-client.ts';
import { setLanguage } from './i18n/index.ts';
import { sessionKeys } from './lib/session.ts';

/*
 * The app's query client follows the interface language: an answer written by the server in
 * the request's language is fetched again after a switch (the back office's tables name fuels,
 * cities and statuses in the reader's language).
 */

afterAll(() => setLanguage('fr', { remember: false }));
afterEach(() => onlineManager.setOnline(true));

describe('the app query client', () => {
  it('fetches what is on screen again when the language changes', async () => {
    const queryClient = createQueryClient();
    const languagesAsked: string[] = [];
    const { i18next } = await import('./i18n/index.ts');
    const observer = new QueryObserver(queryClient, {
      queryKey: ['labels'],
      queryFn: () => {
        languagesAsked.push(i18next.language);
        return Promise.resolve(languagesAsked.length);
      },
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().data).toBe(1);

    await setLanguage('ar', { remember: false });
    await expect.poll(() => observer.getCurrentResult().data).toBe(2);
    expect(languagesAsked).toEqual(['fr', 'ar']);
    unsubscribe();
    queryClient.clear();
  });

  it('does not fetch the session again: it would bring back the language being replaced', async () => {
    const queryClient = createQueryClient();
    let sessionReads = 0;
    let labelReads = 0;
    const session = new QueryObserver(queryClient, {
      queryKey: sessionKeys.all,
      queryFn: () => Promise.resolve(++sessionReads),
      staleTime: Infinity,
    });
    const labels = new QueryObserver(queryClient, {
      queryKey: ['labels'],
      queryFn: () => Promise.resolve(++labelReads),
      staleTime: Infinity,
    });
    const stop = [session.subscribe(() => {}), labels.subscribe(() => {})];
    await expect
      .poll(() => [session.getCurrentResult().data, labels.getCurrentResult().data])
      .toEqual([1, 1]);
    await setLanguage('en', { remember: false });
    // The other answers are fetched again; by then the session would have been too.
    await expect.poll(() => labels.getCurrentResult().data).toBe(2);
    expect(session.getCurrentResult().isStale).toBe(false);
    expect(sessionReads).toBe(1);
    stop.forEach((unsubscribe) => unsubscribe());
    queryClient.clear();
  });

  it('fails a write at once without a network, and never sends it once the network is back', async () => {
    const queryClient = createQueryClient();
    let sent = 0;
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => {
        sent += 1;
        return Promise.reject(new ApiError(0, 'network', 'offline'));
      },
    });
    onlineManager.setOnline(false);
    const failure = observer.mutate().catch((error: unknown) => error);
    await expect.poll(() => observer.getCurrentResult().status).toBe('error');
    expect(await failure).toMatchObject({ code: 'network' });
    expect(observer.getCurrentResult().isPaused).toBe(false);

    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    expect(sent).toBe(1);
    queryClient.clear();
  });
});
