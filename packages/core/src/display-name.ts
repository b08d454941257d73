export interface TNameParts {
  firstName?: string | null;
  lastName?: string | null;
  nickName?: string | null;
  email?: string | null;
}

/** First name, last name, nickname in brackets when set, optionally followed by the email (SPEC.md section 3). */
export function displayName(user: TNameParts, withEmail = false): string {
  const parts = [user.firstName, user.lastName].map((p) => p?.trim()).filter(Boolean);
  const nick = user.nickName?.trim();
  if (nick) parts.push(`(${nick})`);
  const email = user.email?.trim();
  if (withEmail && email) parts.push(email);
  return parts.length > 0 ? parts.join(' ') : (email ?? '');
}
