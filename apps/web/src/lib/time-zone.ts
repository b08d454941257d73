/** The browser's own time zone (UTC where the browser does not tell). */
export const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
