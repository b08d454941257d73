import {
  LIVE_CLOSE,
  type TLiveServerMessage,
  type TLiveTile,
  ZLiveServerMessage,
} from '@pulseboard/contract/classes-live';
import { contrastRatio } from '../../../lib/contrast.ts';

/** A server message, or undefined for anything the contract does not describe (it is ignored, not fatal). */
export function parseLiveMessage(data: string): TLiveServerMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = ZLiveServerMessage.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Tiles in a fixed order, by name and then id: a tile never moves while its numbers change, so the
 * eye finds a person in the same place every second (sorting by heart rate would reshuffle the room).
 */
export function sortTiles(tiles: readonly TLiveTile[]): TLiveTile[] {
  return [...tiles].sort((a, b) => collator.compare(a.name, b.name) || a.userId - b.userId);
}

/** Black or white, whichever reads better on the zone's colour. */
export function textOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

/** The codes after which reconnecting cannot help: refused, unknown class, class not running. */
export const LIVE_FINAL_CODES = [
  LIVE_CLOSE.unauthenticated,
  LIVE_CLOSE.forbidden,
  LIVE_CLOSE.notFound,
  LIVE_CLOSE.notRunning,
  LIVE_CLOSE.badMessage,
] as const;

/** The live WebSocket's path of one class. */
export const livePath = (clubId: number, classId: number) =>
  `/dashboard/clients/${clubId}/classes/${classId}/live`;
