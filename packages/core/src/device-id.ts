/** The largest device id kept exactly: a JavaScript number and a PostgreSQL bigint both hold it. */
export const MAX_DEVICE_ID = Number.MAX_SAFE_INTEGER;

/**
 * A heart-rate sensor's id typed as decimal (`12345`) or 0x-hex (`0x3039`) as its number, so both
 * spellings find the same member (SPEC.md section 3, User.deviceId); null when it is neither, or too big.
 */
export function parseDeviceId(text: string): number | null {
  const s = text.trim();
  let value: number;
  if (/^0x[0-9a-f]{1,14}$/i.test(s)) value = Number.parseInt(s.slice(2), 16);
  else if (/^[0-9]{1,16}$/.test(s)) value = Number(s);
  else return null;
  return value <= MAX_DEVICE_ID ? value : null;
}

/** The id as both people write it, for display beside each other: `12345 (0x3039)`. */
export function formatDeviceId(value: number): string {
  return `${value} (0x${value.toString(16).toUpperCase()})`;
}
