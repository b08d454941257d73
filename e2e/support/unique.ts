/** A short tag that differs between runs, so names a test creates do not clash with an earlier run's. */
export function uniqueSuffix(): string {
  return Date.now().toString(36).toUpperCase();
}
