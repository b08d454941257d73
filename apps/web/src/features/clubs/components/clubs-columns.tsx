import { DeleteOutlined, EditOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { TClubListItem } from '@pulseboard/contract/clubs';
import { Avatar, Button, Flex, Space, type TableColumnsType, Tooltip } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { RowActionButton } from '../../../components/row-action-button.tsx';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import type { TClubSortField } from '../api/get-clubs.ts';

type TActions = {
  t: TFunction;
  detailsHref: (clubId: number) => string;
  sortOrderOf: (field: TClubSortField) => SortOrder;
  onStar: (club: TClubListItem) => void;
  onEdit: (club: TClubListItem) => void;
  onDelete: (club: TClubListItem) => void;
};

/** Columns of the clubs table: star, name (a link to the club), code, counts, created, actions. */
export function clubsColumns(a: TActions): TableColumnsType<TClubListItem> {
  const sortable = (field: TClubSortField) => ({ sorter: true, sortOrder: a.sortOrderOf(field) });
  return [
    {
      key: 'star',
      // The stars say it on screen; a header cell without text reads as nothing.
      title: <VisuallyHidden>{a.t('clubs.starred')}</VisuallyHidden>,
      width: 48,
      render: (_, club) => {
        const label = a.t(club.starred ? 'clubs.unstar' : 'clubs.star');
        return (
          <Tooltip title={label}>
            <Button
              type="text"
              aria-label={`${label} ${club.clubName}`}
              aria-pressed={club.starred}
              icon={club.starred ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
              onClick={() => a.onStar(club)}
            />
          </Tooltip>
        );
      },
    },
    {
      title: a.t('clubs.field.clubName'),
      dataIndex: 'clubName',
      ...sortable('clubName'),
      render: (name: string, club) => (
        <Flex gap="small" align="center">
          <Avatar shape="square" size="small" src={club.clubLogo ?? undefined}>
            {name.slice(0, 1)}
          </Avatar>
          <Link to={a.detailsHref(club.clubId)}>{name}</Link>
        </Flex>
      ),
    },
    { title: a.t('clubs.field.clubCode'), dataIndex: 'clubCode', ...sortable('clubCode') },
    { title: a.t('clubs.field.subdomain'), dataIndex: 'subdomain' },
    {
      title: a.t('clubs.field.memberCount'),
      dataIndex: 'memberCount',
      align: 'right',
      ...sortable('memberCount'),
      render: (n: number) => formatNumber(n),
    },
    {
      title: a.t('clubs.field.locationCount'),
      dataIndex: 'locationCount',
      align: 'right',
      render: (n: number) => formatNumber(n),
    },
    {
      title: a.t('clubs.field.createdAt'),
      dataIndex: 'createdAt',
      ...sortable('createdAt'),
      render: (at: string) => formatDate(at),
    },
    {
      title: a.t('clubs.actions'),
      key: 'actions',
      // Always in sight: on a phone the data columns scroll beneath it.
      fixed: 'right',
      render: (_, club) => (
        <Space size={0}>
          <RowActionButton
            icon={<EditOutlined />}
            label={a.t('common.edit')}
            onClick={() => a.onEdit(club)}
          />
          <RowActionButton
            danger
            icon={<DeleteOutlined />}
            label={a.t('common.delete')}
            onClick={() => a.onDelete(club)}
          />
        </Space>
      ),
    },
  ];
}
