import { CLUB_MODULES } from '@pulseboard/contract/club-modules';
import type { TClubTabProps } from '../components/club-tab.ts';
import { ModuleTab as ClubModuleTab } from '../features/club-modules/components/module-tab.tsx';
import { CLUB_TABS } from './club-tabs.tsx';

// The modules none of whose tabs is built yet (club-tabs.tsx): their switch is kept (the setting waits
// for the feature) and marked as coming.
const COMING_SOON = CLUB_MODULES.filter(
  (module) => !CLUB_TABS.some((tab) => tab.module === module && tab.Component),
);

/** The club's Module tab, told which modules have no pages yet (the tab registry lives here, in app/). */
export function ModuleTab(props: TClubTabProps) {
  return <ClubModuleTab {...props} comingSoon={COMING_SOON} />;
}
