import type { TClub } from '@pulseboard/contract/clubs';
import { Avatar, Flex, Skeleton, Tag } from 'antd';
import { SectionTitle } from '../../../components/section-title.tsx';

/** The club details page header: logo, name and code. */
export function ClubHeader({ club }: { club?: TClub }) {
  if (!club) return <Skeleton.Input active style={{ width: 240 }} />;
  return (
    <Flex gap="middle" align="center" wrap>
      <Avatar
        shape="square"
        size={48}
        src={club.clubLogo ?? undefined}
        style={{ background: club.themeColor ?? undefined }}
      >
        {club.clubName.slice(0, 1)}
      </Avatar>
      <SectionTitle look={3} style={{ margin: 0 }} data-testid="club-name">
        {club.clubName}
      </SectionTitle>
      <Tag>{club.clubCode}</Tag>
    </Flex>
  );
}
