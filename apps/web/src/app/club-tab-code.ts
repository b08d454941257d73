import type { ComponentType } from 'react';
import type { TClubTabProps } from '../components/club-tab.ts';
import type { TClubMemberPageProps } from './club-member-page.tsx';

type TLoad<P> = () => Promise<ComponentType<P>>;

// The code of each built club tab, by its URL segment, and of a member's page in the Members tab: loaded
// when first shown (club-tabs.tsx), or as the club's page itself starts loading (router.tsx: the tab the
// URL names, else the first), so the two chunks come in one wave. Only dynamic imports here: the router
// loads this small file on its own, and the tabs' code stays in their chunks.
export const CLUB_TAB_CODE: Readonly<Record<string, TLoad<TClubTabProps>>> = {
  statistic: () =>
    import('../features/clubs/components/club-statistic-tab.tsx').then((m) => m.ClubStatisticTab),
  information: () =>
    import('../features/clubs/components/club-information-tab.tsx').then((m) => m.ClubInformationTab),
  challenge: () => import('./challenge-tab.tsx').then((m) => m.ChallengeTab),
  leaderboard: () =>
    import('../features/leaderboards/components/leaderboard-tab.tsx').then((m) => m.LeaderboardTab),
  stations: () => import('../features/stations/components/stations-tab.tsx').then((m) => m.StationsTab),
  members: () => import('../features/members/components/members-tab.tsx').then((m) => m.MembersTab),
  locations: () => import('../features/locations/components/locations-tab.tsx').then((m) => m.LocationsTab),
  studios: () => import('../features/studios/components/studios-tab.tsx').then((m) => m.StudiosTab),
  trainers: () => import('../features/trainers/components/trainers-tab.tsx').then((m) => m.TrainersTab),
  'loaner-pods': () =>
    import('../features/loaner-pods/components/loaner-pods-tab.tsx').then((m) => m.LoanerPodsTab),
  admins: () => import('../features/accounts/components/admins-tab.tsx').then((m) => m.AdminsTab),
  module: () => import('./module-tab.tsx').then((m) => m.ModuleTab),
  'data-privacy': () =>
    import('../features/club-modules/components/data-privacy-tab.tsx').then((m) => m.DataPrivacyTab),
  integration: () =>
    import('../features/integrations/components/integration-tab.tsx').then((m) => m.IntegrationTab),
  class: () => import('./class-tab.tsx').then((m) => m.ClassTab),
  scheduler: () =>
    import('../features/classes/components/classes-scheduler-tab.tsx').then((m) => m.ClassesSchedulerTab),
  live: () => import('../features/classes-live/components/live-tab.tsx').then((m) => m.LiveTab),
};

export const CLUB_MEMBER_PAGE_CODE: TLoad<TClubMemberPageProps> = () =>
  import('./club-member-page.tsx').then((m) => m.ClubMemberPage);

/** The code of the tab of that URL segment, where the tab is built. */
export function tabCode(name: string): TLoad<TClubTabProps> | undefined {
  return Object.hasOwn(CLUB_TAB_CODE, name) ? CLUB_TAB_CODE[name] : undefined;
}

/** The member whose page a club page's URL names: the Members tab with a member's id as its command. */
export function memberIdOf(tabName: string | undefined, cmd: string | undefined): number | undefined {
  return tabName === 'members' && cmd && /^\d+$/.test(cmd) ? Number(cmd) : undefined;
}

/** The tab a club page's URL without a tab opens: the first tab, which every staff role sees (tested). */
export const FIRST_CLUB_TAB = 'statistic';

/** Starts loading the code of the tab (or member's page) a club page's URL names; unknown names load nothing. */
export function preloadClubTab(tabName = FIRST_CLUB_TAB, cmd?: string): void {
  const load = memberIdOf(tabName, cmd) === undefined ? tabCode(tabName) : CLUB_MEMBER_PAGE_CODE;
  void load?.().catch(() => undefined);
}
