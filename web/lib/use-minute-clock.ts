import { useSyncExternalStore } from 'react';

/*
 * The time now, to the minute, for what shows a time left ("Expire dans 3 jours"): one timer
 * for every component that reads it, running only while one does.
 */

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // The first reader since the clock stopped: React reads the snapshot again after this.
    now = Date.now();
    timer = setInterval(tick, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/** Milliseconds since the epoch, refreshed every minute while a component shows it. */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
