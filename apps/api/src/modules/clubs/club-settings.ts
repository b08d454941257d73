/** Parses the club's settings text: anything that is not a JSON object counts as {} (SPEC.md section 3). */
export function parseClubSettings(raw: string): { settings: Record<string, unknown>; valid: boolean } {
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return { settings: value as Record<string, unknown>, valid: true };
    }
  } catch {
    // Falls through to the empty object.
  }
  return { settings: {}, valid: false };
}

/** True for an IANA time zone name this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
