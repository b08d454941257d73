import type { TClub } from '@pulseboard/contract/clubs';
import { Avatar, Flex, Skeleton, Tag, Typography } from 'antd';

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
      <Typography.Title level={3} style={{ margin: 0 }} data-testid="club-name">
        {club.clubName}
      </Typography.Title>
      <Tag>{club.clubCode}</Tag>
    </Flex>
  );
}
