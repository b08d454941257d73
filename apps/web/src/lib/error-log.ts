import { useSyncExternalStore } from 'react';

export type TLoggedError = { id: number; time: number; message: string; source: string; stack?: string };

const MAX_ENTRIES = 50;
let entries: readonly TLoggedError[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

/** Records an uncaught UI error for the in-app error log (SPEC.md section 8). */
export function logError(error: unknown, source: string): void {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  entries = [{ id: nextId++, time: Date.now(), message, source, stack }, ...entries].slice(0, MAX_ENTRIES);
  for (const listener of listeners) listener();
}

export function clearErrorLog(): void {
  entries = [];
  for (const listener of listeners) listener();
}

/** Catches what nothing else caught; production builds only, as in SPEC.md section 9. */
export function installErrorLog(): void {
  if (!import.meta.env.PROD) return;
  window.addEventListener('error', (event) => logError(event.error ?? event.message, 'window'));
  window.addEventListener('unhandledrejection', (event) => logError(event.reason, 'promise'));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useErrorLog(): readonly TLoggedError[] {
  return useSyncExternalStore(subscribe, () => entries);
}
