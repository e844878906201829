import { QueryObserver } from '@tanstack/react-query';
import { afterAll, describe, expect, it } from 'vitest';
import { createQueryClient } from './app-providers.tsx';
import { setLanguage } from './i18n/index.ts';

/*
 * The app's query client follows the interface language: an answer written by the server in
 * the request's language is fetched again after a switch (the back office's tables name fuels,
 * cities and statuses in the reader's language).
 */

afterAll(() => setLanguage('fr', { remember: false }));

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
});
