import { ACCOUNTS_ACCESS } from '@pulseboard/contract/accounts';
import { CHALLENGES_ACCESS } from '@pulseboard/contract/challenges';
import { CLASSES_ACCESS } from '@pulseboard/contract/classes';
import { CLASSES_LIVE_ACCESS } from '@pulseboard/contract/classes-live';
import { CLUB_MODULES_ACCESS, type TClubModule, type TClubModules } from '@pulseboard/contract/club-modules';
import { CLUBS_ACCESS } from '@pulseboard/contract/clubs';
import { DASHBOARD_ACCESS } from '@pulseboard/contract/dashboard';
import { INTEGRATIONS_ACCESS } from '@pulseboard/contract/integrations';
import { LEADERBOARDS_ACCESS } from '@pulseboard/contract/leaderboards';
import { LOANER_PODS_ACCESS } from '@pulseboard/contract/loaner-pods';
import { LOCATIONS_ACCESS } from '@pulseboard/contract/locations';
import { MEMBERS_ACCESS } from '@pulseboard/contract/members';
import { STAFF_ROLES, type TRole } from '@pulseboard/contract/roles';
import { STATIONS_ACCESS } from '@pulseboard/contract/stations';
import { STUDIOS_ACCESS } from '@pulseboard/contract/studios';
import { TRAINERS_ACCESS } from '@pulseboard/contract/trainers';
import type { ComponentType } from 'react';
import type { TClubTabProps } from '../components/club-tab.ts';
import { lazyPart } from '../components/lazy-part.tsx';
import type { TMessageKey } from '../lib/i18n.ts';
import { tabCode } from './club-tab-code.ts';

export type TClubTab = {
  /** The tab's URL segment (kebab-case). */
  name: string;
  /** Its `_alternative` variant, where there is one, names it in a club with the alternative wording. */
  titleKey: TMessageKey;
  /** Who sees the tab: the `read` roles of its feature's access constant (contract). */
  roles: readonly TRole[];
  /** The module switch (Module tab) that hides this tab when the club turns it off. */
  module?: TClubModule;
  /** Omitted (no code in club-tab-code.ts): the feature comes with a later issue and the tab says so. */
  Component?: ComponentType<TClubTabProps>;
};

// The 25 tabs of SPEC.md section 2, in that order; one line per tab. A tab whose feature is not built
// yet shows to every staff role until its feature declares its access constant.
// biome-ignore format: one line per tab keeps the registry easy to scan and to extend.
const TAB_LIST: readonly Omit<TClubTab, 'Component'>[] = [
  { name: 'statistic', titleKey: 'clubs.tab.statistic', roles: DASHBOARD_ACCESS.clubStatistics },
  { name: 'information', titleKey: 'clubs.tab.information', roles: CLUBS_ACCESS.read },
  { name: 'challenge', module: 'challenges', titleKey: 'clubs.tab.challenge', roles: CHALLENGES_ACCESS.read },
  { name: 'leaderboard', module: 'leaderboard', titleKey: 'clubs.tab.leaderboard', roles: LEADERBOARDS_ACCESS.clubTab },
  { name: 'stations', titleKey: 'clubs.tab.stations', roles: STATIONS_ACCESS.read },
  { name: 'members', titleKey: 'clubs.tab.members', roles: MEMBERS_ACCESS.read },
  { name: 'notifications', module: 'notifications', titleKey: 'clubs.tab.notifications', roles: STAFF_ROLES },
  { name: 'locations', titleKey: 'clubs.tab.locations', roles: LOCATIONS_ACCESS.read },
  { name: 'studios', titleKey: 'clubs.tab.studios', roles: STUDIOS_ACCESS.read },
  { name: 'trainers', titleKey: 'clubs.tab.trainers', roles: TRAINERS_ACCESS.read },
  { name: 'loaner-pods', titleKey: 'clubs.tab.loanerPods', roles: LOANER_PODS_ACCESS.read },
  { name: 'admins', titleKey: 'clubs.tab.admins', roles: ACCOUNTS_ACCESS.read },
  { name: 'module', titleKey: 'clubs.tab.module', roles: CLUB_MODULES_ACCESS.read },
  { name: 'data-privacy', titleKey: 'clubs.tab.dataPrivacy', roles: CLUB_MODULES_ACCESS.read },
  { name: 'integration', titleKey: 'clubs.tab.integration', roles: INTEGRATIONS_ACCESS.read },
  { name: 'class', module: 'classes', titleKey: 'clubs.tab.class', roles: CLASSES_ACCESS.read },
  { name: 'scheduler', module: 'classes', titleKey: 'clubs.tab.scheduler', roles: CLASSES_ACCESS.read },
  { name: 'workout-of-the-day', module: 'workoutOfTheDay', titleKey: 'clubs.tab.workoutOfTheDay', roles: STAFF_ROLES },
  { name: 'live', module: 'live', titleKey: 'clubs.tab.live', roles: CLASSES_LIVE_ACCESS.read },
  { name: 'reports', module: 'reports', titleKey: 'clubs.tab.reports', roles: STAFF_ROLES },
  { name: 'data-management', titleKey: 'clubs.tab.dataManagement', roles: STAFF_ROLES },
  { name: 'marketing', module: 'marketing', titleKey: 'clubs.tab.marketing', roles: STAFF_ROLES },
  { name: 'rewards', module: 'rewards', titleKey: 'clubs.tab.rewards', roles: STAFF_ROLES },
  { name: 'reward-orders', module: 'rewards', titleKey: 'clubs.tab.rewardOrders', roles: STAFF_ROLES },
  { name: 'app-push-notification', module: 'notifications', titleKey: 'clubs.tab.appPushNotification', roles: STAFF_ROLES },
];

/** The tabs in order, each with its code where it is built (club-tab-code.ts), loaded when first shown. */
export const CLUB_TABS: readonly TClubTab[] = TAB_LIST.map((tab) => {
  const load = tabCode(tab.name);
  return load ? { ...tab, Component: lazyPart(load) } : tab;
});

/** The tabs a role may see, without those of modules the club switched off (all until they are known). */
export function clubTabsFor(role: TRole, modules?: TClubModules): TClubTab[] {
  return CLUB_TABS.filter(
    (tab) => tab.roles.includes(role) && !(tab.module && modules && !modules[tab.module]),
  );
}
