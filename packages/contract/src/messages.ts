/**
 * Server-side and validation messages in English and Spanish. Schemas carry a key as their message;
 * the API translates it for the request's language and the web app adds these to its i18next resources.
 * The English texts of SPEC.md section 5 are kept word for word.
 */
import { ACCOUNT_MESSAGES } from './messages/accounts.ts';
import { CHALLENGE_MESSAGES } from './messages/challenges.ts';
import { CLASS_MESSAGES } from './messages/classes.ts';
import { CLASS_LIVE_MESSAGES } from './messages/classes-live.ts';
import { CLUB_MESSAGES } from './messages/clubs.ts';
import { COMMON_MESSAGES, type TLanguage, type TMessages } from './messages/common.ts';
import { IMPORT_MESSAGES } from './messages/import.ts';
import { LEADERBOARD_MESSAGES } from './messages/leaderboards.ts';
import { LOANER_POD_MESSAGES } from './messages/loaner-pods.ts';
import { MEMBER_HISTORY_MESSAGES } from './messages/member-history.ts';
import { MEMBER_MESSAGES } from './messages/members.ts';
import { MEMBER_ACTION_MESSAGES } from './messages/members-actions.ts';
import { MEMBER_IMPORT_MESSAGES } from './messages/members-import.ts';
import { STATION_MESSAGES } from './messages/stations.ts';
import { STAFF_MESSAGES } from './messages/studios-trainers.ts';
import { WEEK_CHALLENGE_MESSAGES } from './messages/week-challenges.ts';
import { WORKOUT_MESSAGES } from './messages/workouts.ts';
import type { TWording } from './wording.ts';

export type { TLanguage, TMessages } from './messages/common.ts';
export { LANGUAGES } from './messages/common.ts';
export type { TWording } from './wording.ts';

export { COMMON_MESSAGES };

export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...CLUB_MESSAGES,
  ...STAFF_MESSAGES,
  ...IMPORT_MESSAGES,
  ...LOANER_POD_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...STATION_MESSAGES,
  ...MEMBER_MESSAGES,
  ...MEMBER_ACTION_MESSAGES,
  ...MEMBER_HISTORY_MESSAGES,
  ...MEMBER_IMPORT_MESSAGES,
  ...WORKOUT_MESSAGES,
  ...CHALLENGE_MESSAGES,
  ...LEADERBOARD_MESSAGES,
  ...WEEK_CHALLENGE_MESSAGES,
  ...CLASS_MESSAGES,
  ...CLASS_LIVE_MESSAGES,
} as const satisfies TMessages;

export type TMessageKey = keyof typeof MESSAGES;

/** A literal key must be a known message key; a `string` (a key carried by an error or a schema) passes. */
export type TKnownKey<K extends string> = string extends K ? K : K & TMessageKey;

// Parameters that are quantities; an id or a code stays as it is.
const QUANTITY_PARAMS = new Set([
  'max',
  'min',
  'count',
  'row',
  'spendable',
  'seats',
  'minutes',
  'hours',
  'days',
  'seconds',
  'mb',
]);

/**
 * Translates a message key (unknown keys are returned as they are) and fills `{name}` placeholders. In
 * a club with the alternative wording a key's `_alternative` variant, where there is one, is read
 * instead (the web app's i18next reads the same variants through its `alternative` context).
 */
export function translate<K extends string>(
  key: TKnownKey<K>,
  lang: TLanguage,
  params: Record<string, string | number> = {},
  wording: TWording = 'standard',
): string {
  const messages = MESSAGES as Record<string, { en: string; es: string } | undefined>;
  const entry = (wording === 'alternative' ? messages[`${key}_alternative`] : undefined) ?? messages[key];
  const text = entry ? entry[lang] : key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    // A quantity reads as the language writes numbers: 50,000 / 50.000.
    return typeof value === 'number' && QUANTITY_PARAMS.has(name)
      ? new Intl.NumberFormat(lang).format(value)
      : String(value);
  });
}

/** Picks en or es from an Accept-Language header value; English when neither is asked for. */
export function pickLanguage(header: string | undefined | null): TLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
