import { afterEach, describe, expect, it } from 'vitest';
import { getToken, removeToken, storeTokenFromUrl, tokenCookieOptions } from './token.ts';

afterEach(() => {
  removeToken();
  window.history.replaceState(null, '', '/');
});

describe('storeTokenFromUrl', () => {
  it('stores the ?token= of the address and removes it from the address bar, keeping the rest', () => {
    window.history.replaceState(null, '', '/workouts/index?tab=2&token=abc123#top');
    expect(storeTokenFromUrl()).toBe(true);
    expect(getToken()).toBe('abc123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/workouts/index?tab=2#top',
    );
  });

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/dashboard?tab=2');
    expect(storeTokenFromUrl()).toBe(false);
    expect(getToken()).toBeUndefined();
    expect(window.location.search).toBe('?tab=2');
  });
});

describe('tokenCookieOptions', () => {
  it('marks the cookie Secure when the page came over HTTPS, and only then', () => {
    expect(tokenCookieOptions('https:')).toMatchObject({ secure: true, sameSite: 'strict' });
    expect(tokenCookieOptions('http:')).toMatchObject({ secure: false, sameSite: 'strict' });
  });
});
