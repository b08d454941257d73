import type { MESSAGES } from '@pulseboard/contract/messages';
import { accountsLocales } from '../features/accounts/locales.ts';
import { challengesLocales } from '../features/challenges/locales.ts';
import { classesSchedulerLocales } from '../features/classes/classes-scheduler-locales.ts';
import { classesSummaryLocales } from '../features/classes/classes-summary-locales.ts';
import { classesLocales } from '../features/classes/locales.ts';
import { classesTemplatesLocales } from '../features/classes/templates-locales.ts';
import { classesLiveLocales } from '../features/classes-live/locales.ts';
import { clubModulesLocales } from '../features/club-modules/locales.ts';
import { clubsLocales } from '../features/clubs/locales.ts';
import { integrationsLocales } from '../features/integrations/locales.ts';
import { leaderboardsLocales } from '../features/leaderboards/locales.ts';
import { loanerPodsLocales } from '../features/loaner-pods/locales.ts';
import { locationsLocales } from '../features/locations/locales.ts';
import { memberHistoryLocales } from '../features/member-history/locales.ts';
import { membersActionsLocales } from '../features/members/actions-locales.ts';
import { membersImportLocales } from '../features/members/import-locales.ts';
import { membersLocales } from '../features/members/locales.ts';
import { stationsLocales } from '../features/stations/locales.ts';
import { studiosLocales } from '../features/studios/locales.ts';
import { trainersLocales } from '../features/trainers/locales.ts';
import { weekChallengesLocales } from '../features/week-challenges/locales.ts';
import { workoutsLocales } from '../features/workouts/locales.ts';
import type { TUiKey } from '../locales/en.ts';

/**
 * Every feature's UI strings, added to i18next after the contract's messages and the shell's strings
 * (app/feature-strings.ts, with every page but the login page and the dashboard). A new feature with
 * strings adds its `locales.ts` here.
 */
export const FEATURE_LOCALES = [
  clubsLocales,
  locationsLocales,
  studiosLocales,
  trainersLocales,
  loanerPodsLocales,
  accountsLocales,
  stationsLocales,
  clubModulesLocales,
  integrationsLocales,
  membersLocales,
  membersActionsLocales,
  memberHistoryLocales,
  membersImportLocales,
  workoutsLocales,
  leaderboardsLocales,
  weekChallengesLocales,
  challengesLocales,
  classesSummaryLocales,
  classesLiveLocales,
  classesLocales,
  classesSchedulerLocales,
  classesTemplatesLocales,
] as const;

// Distributes over the union of bundles, so the result is every key of every bundle.
type TKeysOf<B> = B extends { en: infer E } ? keyof E & string : never;

/** Every message key the app knows: the contract's messages, the shell's and the features' strings. */
type TAllKeys = keyof typeof MESSAGES | TUiKey | TKeysOf<(typeof FEATURE_LOCALES)[number]>;

// Typed keys: `t('a.key')` with a key that is in none of the sources above fails the typecheck.
// Keys are flat strings (keySeparator: false) with single-brace placeholders, as lib/i18n.ts sets up.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Record<TAllKeys, string> };
    keySeparator: false;
    nsSeparator: false;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}
