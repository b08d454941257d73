import { CLUB_MODULES_ACCESS } from '@pulseboard/contract/club-modules';
import { hasRole } from '@pulseboard/contract/roles';
import { Flex } from 'antd';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { MemberDataCard } from './member-data-card.tsx';
import { PrivacySettingsCard } from './privacy-settings-card.tsx';

/** Data Privacy tab: settings every staff role reads; export and erase of a member for club owners. */
export function DataPrivacyTab({ clubId, role }: TClubTabProps) {
  const isOwner = hasRole(role, CLUB_MODULES_ACCESS.manage);
  return (
    <Flex vertical gap={16}>
      <PrivacySettingsCard clubId={clubId} canEdit={isOwner} />
      {isOwner && <MemberDataCard clubId={clubId} />}
    </Flex>
  );
}
