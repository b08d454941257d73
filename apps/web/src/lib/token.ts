import { TOKEN_COOKIE, TOKEN_COOKIE_DAYS } from '@pulseboard/contract/limits';
import Cookies from 'js-cookie';

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

/** The token cookie's options for a page served over `protocol`: over HTTPS it is never sent in clear. */
export function tokenCookieOptions(protocol: string): Cookies.CookieAttributes {
  return { expires: TOKEN_COOKIE_DAYS, sameSite: 'strict', secure: protocol === 'https:' };
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, tokenCookieOptions(window.location.protocol));
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}

/**
 * Stores a token passed as ?token=... when the app opens, and takes it out of the address bar at once
 * (history, bookmarks and shared screens never keep it); true when there was one.
 */
export function storeTokenFromUrl(): boolean {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return false;
  setToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
