// The id in /class-summary/:encryptionId (SPEC.md section 2): base64 text of three numbers joined by
// dashes, clubId-locationId-classId. Despite the route's name it is an encoding, not a secret: the API
// checks that the caller may see the club on every read.

/** What a class summary link names: its club, its location (null: none) and the class. */
export interface TClassSummaryRef {
  clubId: number;
  locationId: number | null;
  classId: number;
}

const NUMBER = /^\d{1,15}$/;

/** A part of the decoded text as a positive whole number, or null when it is not one (dropped). */
function numeric(part: string | undefined): number | null {
  const text = part?.trim() ?? '';
  if (!NUMBER.test(text)) return null;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/** The link id of a class summary: base64 of `clubId-locationId-classId` (an empty middle part when no location). */
export function encodeClassSummaryId(ref: TClassSummaryRef): string {
  return btoa(`${ref.clubId}-${ref.locationId ?? ''}-${ref.classId}`);
}

/**
 * The club, location and class a link id names, or null when it names no class. Each part keeps its
 * position; a non-numeric part is dropped (its number is null), so a link without a club or a class
 * is refused and one without a location still opens. URL-safe base64 and missing padding are read too.
 */
export function decodeClassSummaryId(id: string): TClassSummaryRef | null {
  const base64 = id.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (base64 === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  let text: string;
  try {
    text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  } catch {
    return null;
  }
  const parts = text.split('-');
  if (parts.length !== 3) return null;
  const [clubId, locationId, classId] = parts.map(numeric);
  if (!clubId || !classId) return null;
  return { clubId, locationId: locationId ?? null, classId };
}
