import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './messages/accounts.ts';
import { CHALLENGE_MESSAGES } from './messages/challenges.ts';
import { CLUB_MESSAGES } from './messages/clubs.ts';
import { IMPORT_MESSAGES } from './messages/import.ts';
import { LOANER_POD_MESSAGES } from './messages/loaner-pods.ts';
import { MEMBER_HISTORY_MESSAGES } from './messages/member-history.ts';
import { MEMBER_ACTION_MESSAGES } from './messages/members-actions.ts';
import { STATION_MESSAGES } from './messages/stations.ts';
import { STAFF_MESSAGES } from './messages/studios-trainers.ts';
import { WEEK_CHALLENGE_MESSAGES } from './messages/week-challenges.ts';
import { WORKOUT_MESSAGES } from './messages/workouts.ts';
import { COMMON_MESSAGES, MESSAGES, translate } from './messages.ts';

const parts: Record<string, Record<string, unknown>> = {
  common: COMMON_MESSAGES,
  clubs: CLUB_MESSAGES,
  staff: STAFF_MESSAGES,
  import: IMPORT_MESSAGES,
  loanerPods: LOANER_POD_MESSAGES,
  accounts: ACCOUNT_MESSAGES,
  stations: STATION_MESSAGES,
  memberActions: MEMBER_ACTION_MESSAGES,
  memberHistory: MEMBER_HISTORY_MESSAGES,
  workouts: WORKOUT_MESSAGES,
  challenges: CHALLENGE_MESSAGES,
  weekChallenges: WEEK_CHALLENGE_MESSAGES,
};

describe('message catalogue', () => {
  it('has no key defined twice across the common and the feature files (one would silently replace the other)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, part] of Object.entries(parts)) {
      for (const key of Object.keys(part)) {
        const other = seen.get(key);
        if (other) clashes.push(`${key}: ${other} and ${name}`);
        seen.set(key, name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('has English and a different, non-empty Spanish text for every key', () => {
    // The alternative wording's own product term reads the same in both languages.
    const sameInBoth = new Set(['Sweat Points']);
    const untranslated = Object.entries(MESSAGES as Record<string, { en: string; es: string }>)
      .filter(
        ([, m]) => !m.en || !m.es || (m.en === m.es && !/^[\d{}\s.]+$/.test(m.en) && !sameInBoth.has(m.en)),
      )
      .map(([k]) => k);
    expect(untranslated).toEqual([]);
  });
});

describe('translate', () => {
  it('writes a quantity as the language does, and an id or a code as it is', () => {
    const key = 'members.importTooManyRows';
    expect(translate(key, 'en', { max: 50_000 })).toContain('more than 50,000 members');
    expect(translate(key, 'es', { max: 50_000 })).toContain('más de 50.000 socios');
    expect(translate('error.integrationNotConfigured', 'en', { provider: 'Mindbody' })).toContain('Mindbody');
  });
});
