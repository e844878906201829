import type { AccessRefusal, ErrorBody, ErrorCode } from '../../domain/errors.ts';
import { i18next } from '../i18n/index.ts';
import { takeEarlyRead } from '../early-reads.ts';

export { apiPath } from './api-path.ts';

/**
 * An error answer of the API, or a network failure (`code: 'network'`). `message` is ready to
 * show; `fields` maps a field path to its message, to show under that field; `reason` says
 * why a session was refused (its account or agency is no longer active).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
    readonly reason?: AccessRefusal,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type SessionLostListener = (reason: AccessRefusal | undefined) => void;
const sessionLostListeners = new Set<SessionLostListener>();

/**
 * Calls `listener` whenever an API call answers 401 `unauthenticated`: the server no longer
 * accepts the session (expired, signed out elsewhere, account deactivated, agency suspended),
 * with the reason when the server gave one. Returns the unsubscribe function.
 */
export function onSessionLost(listener: SessionLostListener): () => void {
  sessionLostListeners.add(listener);
  return () => {
    sessionLostListeners.delete(listener);
  };
}

let lastActivity = Date.now();

/**
 * When the person last did something that reached the API (ms since epoch). Background
 * polling does not count, as on the server (docs/product/design.md §9: idle limit).
 */
export const lastApiActivity = () => lastActivity;

/**
 * Calls the API with the session cookie and JSON in and out. `background` marks polling
 * (counters, notifications) so that it does not keep an idle back-office session alive.
 * @throws ApiError for any non-2xx answer or when the server cannot be reached.
 */
export async function apiFetch<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    background?: boolean;
    /** Sent even if the page unloads meanwhile (a save as the page goes: at most 64 KiB). */
    keepalive?: boolean;
  } = {},
): Promise<T> {
  if (!options.background) lastActivity = Date.now();
  let response: Response;
  try {
    // A read the page's HTML started (web/early-reads.ts) is the same request, asked earlier.
    const early =
      (options.method ?? 'GET') === 'GET' && !options.background && !options.headers
        ? await takeEarlyRead(path, i18next.language)
        : undefined;
    response =
      early ??
      (await fetch(path, {
        method: options.method ?? 'GET',
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          'accept-language': i18next.language,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.background ? { 'x-mq-background': '1' } : {}),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        keepalive: options.keepalive,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', i18next.t('common.networkError'));
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as ErrorBody | undefined)?.error;
    if (response.status === 401 && error?.code === 'unauthenticated') {
      for (const listener of sessionLostListeners) listener(error.reason);
    }
    throw new ApiError(
      response.status,
      error?.code ?? 'internal',
      error?.message ?? i18next.t('common.unexpectedError'),
      error?.fields ?? {},
      error?.reason,
    );
  }
  return body as T;
}

/** True for a failure that may succeed when sent again (the server was not reached). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network';
}
