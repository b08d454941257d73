// Plain constants, free of zod so the light login page can import them.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** SPEC.md section 9. */
export const API_TIMEOUT_MS = 40_000;
export const VERSION_CHECK_MS = 20_000;
export const MOBILE_BREAKPOINT_PX = 992;
export const TOKEN_COOKIE = 'Admin-Token';
export const TOKEN_COOKIE_DAYS = 1;
export const FETCH_ALL_PAGE_SIZE = 100;
export const DEFAULT_THEME_COLOR = '#3462b1';
