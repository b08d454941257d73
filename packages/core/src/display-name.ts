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

/** How a club shows members on its leaderboards (Data Privacy tab; the contract's LEADERBOARD_NAME_DISPLAYS). */
export type TNameDisplay = 'fullName' | 'firstNameInitial' | 'nickname' | 'initials';

// The first character as a person reads it (a surrogate pair stays whole), upper-cased.
const initialOf = (part: string) => (Array.from(part)[0] ?? '').toLocaleUpperCase();

/**
 * A member's name on a leaderboard: the full name ("Ana Ruiz"), the first name and the last name's
 * initial ("Ana R."), the nickname (else the first name and initial, so nobody shows blank) or the
 * initials ("A. R."). Never the email: a board may be public.
 */
export function leaderboardName(user: TNameParts, display: TNameDisplay): string {
  const first = user.firstName?.trim() ?? '';
  const last = user.lastName?.trim() ?? '';
  const nick = user.nickName?.trim();
  switch (display) {
    case 'fullName':
      return [first, last].filter(Boolean).join(' ');
    case 'nickname':
      return nick || leaderboardName(user, 'firstNameInitial');
    case 'initials':
      return [first, last]
        .filter(Boolean)
        .map((p) => `${initialOf(p)}.`)
        .join(' ');
    case 'firstNameInitial':
      return [first, last && `${initialOf(last)}.`].filter(Boolean).join(' ');
  }
}
