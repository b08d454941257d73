/** The login page address that brings the user back to `path` afterwards. */
export function loginPath(path: string): string {
  return path === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: path })}`;
}

/** Where to go after login: the `redirect` parameter when it is a path of this app, else `/`. */
export function safeRedirect(redirect: string | null): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) {
    return '/';
  }
  return redirect;
}
