import { type KeyboardEvent, useCallback, useRef } from 'react';

/** Keys less than this far apart belong to one scan (SPEC.md section 9). */
export const SCAN_KEY_GAP_MS = 100;
/** The shortest barcode a scan may produce (the contract's barcode pattern starts at 3). */
export const SCAN_MIN_LENGTH = 3;

export type TScanState = { buffer: string; lastAt: number | null };
export const EMPTY_SCAN: TScanState = { buffer: '', lastAt: null };

/**
 * Feeds one key press at time `at` (ms) into the scan buffer. A hardware scanner types fast and ends
 * with Enter: a slow key starts a new buffer, and Enter yields `scan` only when every key of the buffer,
 * Enter included, came less than `gapMs` after the one before. Non-character keys (Shift) are ignored.
 */
export function scanKey(
  state: TScanState,
  key: string,
  at: number,
  { gapMs = SCAN_KEY_GAP_MS, minLength = SCAN_MIN_LENGTH } = {},
): { state: TScanState; scan?: string } {
  const fast = state.lastAt !== null && at - state.lastAt < gapMs;
  if (key === 'Enter') {
    const scan = fast && state.buffer.length >= minLength ? state.buffer : undefined;
    return { state: EMPTY_SCAN, scan };
  }
  if (key.length !== 1) return { state };
  return { state: { buffer: fast ? state.buffer + key : key, lastAt: at } };
}

/**
 * Returns a keydown handler for an input: calls `onScan` with the barcode when a fast run of keys ends
 * with Enter. Typing by hand is left alone (the caller may offer a button for that).
 */
export function useBarcodeScanner(onScan: (barcode: string) => void, options?: { gapMs?: number }) {
  const state = useRef<TScanState>(EMPTY_SCAN);
  const gapMs = options?.gapMs ?? SCAN_KEY_GAP_MS;
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const result = scanKey(state.current, event.key, event.timeStamp, { gapMs });
      state.current = result.state;
      if (result.scan) {
        // A scanner's Enter must not also submit a surrounding form.
        event.preventDefault();
        onScan(result.scan);
      }
    },
    [onScan, gapMs],
  );
}
