import { readComparisonEarly, readOfferEarly } from './features/comparison/api/early-reads.ts';

/*
 * The reads a data page starts with its HTML. The comparison and the offer show what the API
 * answers (the offers), so their first content waits for those answers; started by the app,
 * they would wait for the framework's download and the page's code first, then go one after
 * another (the session, the quote list, the comparison), a round trip each on a phone's network.
 * hydrate.js imports this module as soon as the page's prerendered frame has come
 * (scripts/prerender.ts writes its address on the frame's script tag, `data-early`); it asks for
 * the page's reads at once, and `apiFetch` (lib/api-client.ts) takes an answer already asked for
 * instead of asking again. The app imports it too, so that the module is one, and its first run
 * starts the reads when no hydrate.js did (a page the build did not prerender).
 * This module and what it imports load no framework (vite.config.ts, group `early-reads`;
 * docs/decisions/0047).
 */

/** Reads `path` (GET) with the person's cookies, as JSON; null for an error or a failure. */
export type EarlyRead = <T>(path: string) => Promise<T | null>;

/** What a data page reads first, for the page's address, each read through `read`. */
export type EarlyReads = (url: URL, read: EarlyRead) => Promise<void>;

/**
 * The pages whose content is the data they read, by path. Their frames start the app's largest
 * module with the HTML too (web/prerender.tsx `contentFromData`, docs/decisions/0046).
 */
export const earlyReadsByPath: Record<string, EarlyReads> = {
  '/compagnie-page': readComparisonEarly,
  '/offre-page': readOfferEarly,
  '/Offre': readOfferEarly,
};

/**
 * Milliseconds an answer asked for early may be taken: the app asks within a second or two
 * of the frame; later (a tab left loading), it asks afresh.
 */
export const earlyReadMs = 10_000;

interface StartedRead {
  language: string;
  startedAt: number;
  response: Promise<Response>;
  /** The request failed (offline, refused): the app asks afresh instead of taking the failure. */
  failed: boolean;
}

/** The reads started and not yet taken, by path. */
const started = new Map<string, StartedRead>();
let begun = false;
/** True while the page's reads are going: a later one may depend on an earlier answer. */
let running = false;
/** Resolves when a read starts or the page's reads end; then replaced by the next. */
let advance = () => {};
let progress = new Promise<void>((resolve) => (advance = resolve));
const advanced = () => {
  advance();
  progress = new Promise<void>((resolve) => (advance = resolve));
};

/**
 * The answer of the GET of `path` in `language`, when this page asked for it early and less
 * than `earlyReadMs` ago; each is taken once, so that a later read of the same path asks the
 * server again. While the page's reads are still going, waits until they have asked for `path`
 * or ended: the app, which reads the same answers one after another too, would otherwise ask
 * for one the early reads are about to ask for (the latest quote's comparison once the quote
 * list has come), and the server would answer it twice; it waits `earlyReadMs` at most.
 * Undefined when `path` was not asked for early, or its request has already failed (a moment
 * offline at the page's start): the app's own request is a fresh try.
 * @throws TypeError when the early request fails while the app waits for it (offline), as
 * `fetch` would.
 */
export async function takeEarlyRead(path: string, language: string): Promise<Response | undefined> {
  const giveUpAt = Date.now() + earlyReadMs;
  while (running && !started.has(path) && Date.now() < giveUpAt) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      progress,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, giveUpAt - Date.now()))),
    ]);
    clearTimeout(timer);
  }
  const read = started.get(path);
  if (!read) return undefined;
  started.delete(path);
  if (read.failed || read.language !== language || Date.now() - read.startedAt > earlyReadMs)
    return undefined;
  return read.response;
}

/**
 * Starts the reads of the page at `location`, once per page load; nothing on a page without
 * early reads. The requests carry what `apiFetch`'s would: the cookies, `accept:
 * application/json` and the page's language (`<html lang>`, which the app's texts start in).
 */
export function startEarlyReads(location: Location): void {
  if (begun) return;
  begun = true;
  const reads = earlyReadsByPath[location.pathname];
  if (!reads) return;
  const language = document.documentElement.lang;
  const read: EarlyRead = async <T>(path: string) => {
    const response = fetch(path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'accept-language': language },
    });
    const startedRead: StartedRead = { language, startedAt: Date.now(), response, failed: false };
    // Marked, not thrown: the app asks again, or reports the failure it takes while waiting.
    response.catch(() => (startedRead.failed = true));
    started.set(path, startedRead);
    advanced();
    try {
      // A copy: the app reads the answer's body itself when it takes it.
      const answer = (await response).clone();
      return answer.ok ? ((await answer.json()) as T) : null;
    } catch {
      // Offline or refused: the app asks again, and says what failed.
      return null;
    }
  };
  running = true;
  void reads(new URL(location.href), read)
    // A quote id the address makes unusable (`apiPath` refuses `..`): the app says so.
    .catch(() => undefined)
    .finally(() => {
      running = false;
      advanced();
    });
}

if (typeof window !== 'undefined' && typeof document !== 'undefined')
  startEarlyReads(window.location);
