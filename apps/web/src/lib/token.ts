import Cookies from 'js-cookie';

const TOKEN_COOKIE = 'Admin-Token';
const TOKEN_DAYS = 1;

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { expires: TOKEN_DAYS, sameSite: 'strict' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}

/** Stores a token passed as ?token=... when the app opens; true when there was one. */
export function storeTokenFromUrl(): boolean {
  const token = new URLSearchParams(window.location.search).get('token');
  if (token) setToken(token);
  return Boolean(token);
}
