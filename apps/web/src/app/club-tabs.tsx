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
import { AdminsTab } from '../features/accounts/components/admins-tab.tsx';
import { LiveTab } from '../features/classes-live/components/live-tab.tsx';
import { DataPrivacyTab } from '../features/club-modules/components/data-privacy-tab.tsx';
import { ModuleTab } from '../features/club-modules/components/module-tab.tsx';
import { ClubInformationTab } from '../features/clubs/components/club-information-tab.tsx';
import { ClubStatisticTab } from '../features/clubs/components/club-statistic-tab.tsx';
import { IntegrationTab } from '../features/integrations/components/integration-tab.tsx';
import { LeaderboardTab } from '../features/leaderboards/components/leaderboard-tab.tsx';
import { LoanerPodsTab } from '../features/loaner-pods/components/loaner-pods-tab.tsx';
import { LocationsTab } from '../features/locations/components/locations-tab.tsx';
import { MembersTab } from '../features/members/components/members-tab.tsx';
import { StationsTab } from '../features/stations/components/stations-tab.tsx';
import { StudiosTab } from '../features/studios/components/studios-tab.tsx';
import { TrainersTab } from '../features/trainers/components/trainers-tab.tsx';
import type { TMessageKey } from '../lib/i18n.ts';
import { ChallengeTab } from './challenge-tab.tsx';
import { ClassTab } from './class-tab.tsx';
import { SchedulerTab } from './scheduler-tab.tsx';

export type TClubTab = {
  /** The tab's URL segment (kebab-case). */
  name: string;
  /** Its `_alternative` variant, where there is one, names it in a club with the alternative wording. */
  titleKey: TMessageKey;
  /** Who sees the tab: the `read` roles of its feature's access constant (contract). */
  roles: readonly TRole[];
  /** The module switch (Module tab) that hides this tab when the club turns it off. */
  module?: TClubModule;
  /** Omitted: the feature comes with a later issue and the tab says so. */
  Component?: ComponentType<TClubTabProps>;
};

// The 25 tabs of SPEC.md section 2, in that order; one line per tab. A tab whose feature is not built
// yet shows to every staff role until its feature declares its access constant.
// biome-ignore format: one line per tab keeps the registry easy to scan and to extend.
export const CLUB_TABS: readonly TClubTab[] = [
  { name: 'statistic', titleKey: 'clubs.tab.statistic', roles: DASHBOARD_ACCESS.clubStatistics, Component: ClubStatisticTab },
  { name: 'information', titleKey: 'clubs.tab.information', roles: CLUBS_ACCESS.read, Component: ClubInformationTab },
  { name: 'challenge', module: 'challenges', titleKey: 'clubs.tab.challenge', roles: CHALLENGES_ACCESS.read, Component: ChallengeTab },
  { name: 'leaderboard', module: 'leaderboard', titleKey: 'clubs.tab.leaderboard', roles: LEADERBOARDS_ACCESS.clubTab, Component: LeaderboardTab },
  { name: 'stations', titleKey: 'clubs.tab.stations', roles: STATIONS_ACCESS.read, Component: StationsTab },
  { name: 'members', titleKey: 'clubs.tab.members', roles: MEMBERS_ACCESS.read, Component: MembersTab },
  { name: 'notifications', module: 'notifications', titleKey: 'clubs.tab.notifications', roles: STAFF_ROLES },
  { name: 'locations', titleKey: 'clubs.tab.locations', roles: LOCATIONS_ACCESS.read, Component: LocationsTab },
  { name: 'studios', titleKey: 'clubs.tab.studios', roles: STUDIOS_ACCESS.read, Component: StudiosTab },
  { name: 'trainers', titleKey: 'clubs.tab.trainers', roles: TRAINERS_ACCESS.read, Component: TrainersTab },
  { name: 'loaner-pods', titleKey: 'clubs.tab.loanerPods', roles: LOANER_PODS_ACCESS.read, Component: LoanerPodsTab },
  { name: 'admins', titleKey: 'clubs.tab.admins', roles: ACCOUNTS_ACCESS.read, Component: AdminsTab },
  { name: 'module', titleKey: 'clubs.tab.module', roles: CLUB_MODULES_ACCESS.read, Component: ModuleTab },
  { name: 'data-privacy', titleKey: 'clubs.tab.dataPrivacy', roles: CLUB_MODULES_ACCESS.read, Component: DataPrivacyTab },
  { name: 'integration', titleKey: 'clubs.tab.integration', roles: INTEGRATIONS_ACCESS.read, Component: IntegrationTab },
  { name: 'class', module: 'classes', titleKey: 'clubs.tab.class', roles: CLASSES_ACCESS.read, Component: ClassTab },
  { name: 'scheduler', module: 'classes', titleKey: 'clubs.tab.scheduler', roles: CLASSES_ACCESS.read, Component: SchedulerTab },
  { name: 'workout-of-the-day', module: 'workoutOfTheDay', titleKey: 'clubs.tab.workoutOfTheDay', roles: STAFF_ROLES },
  { name: 'live', module: 'live', titleKey: 'clubs.tab.live', roles: CLASSES_LIVE_ACCESS.read, Component: LiveTab },
  { name: 'reports', module: 'reports', titleKey: 'clubs.tab.reports', roles: STAFF_ROLES },
  { name: 'data-management', titleKey: 'clubs.tab.dataManagement', roles: STAFF_ROLES },
  { name: 'marketing', module: 'marketing', titleKey: 'clubs.tab.marketing', roles: STAFF_ROLES },
  { name: 'rewards', module: 'rewards', titleKey: 'clubs.tab.rewards', roles: STAFF_ROLES },
  { name: 'reward-orders', module: 'rewards', titleKey: 'clubs.tab.rewardOrders', roles: STAFF_ROLES },
  { name: 'app-push-notification', module: 'notifications', titleKey: 'clubs.tab.appPushNotification', roles: STAFF_ROLES },
];

/** The tabs a role may see, without those of modules the club switched off (all until they are known). */
export function clubTabsFor(role: TRole, modules?: TClubModules): TClubTab[] {
  return CLUB_TABS.filter(
    (tab) => tab.roles.includes(role) && !(tab.module && modules && !modules[tab.module]),
  );
}
