import { DeleteOutlined, EditOutlined, StopOutlined, TeamOutlined } from '@ant-design/icons';
import {
  CHALLENGE_CRITERION_LABELS,
  type CHALLENGE_SORT_FIELDS,
  type TChallengeListItem,
} from '@pulseboard/contract/challenges';
import { Button, Flex, Space, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { ListTable, type TPageQuery } from '../../../components/list-table.tsx';
import type { TListState } from '../../../hooks/use-list-state.ts';
import { periodText, STATUS_COLORS } from '../utils/challenge-text.ts';

type TSortField = (typeof CHALLENGE_SORT_FIELDS)[number];

type TProps = {
  query: TPageQuery<TChallengeListItem>;
  list: Pick<TListState<TSortField>, 'pagination' | 'onTableChange' | 'sortOrderOf'>;
  canManage: boolean;
  onOpen: (challenge: TChallengeListItem) => void;
  onEdit: (challenge: TChallengeListItem) => void;
  onEnd: (challenge: TChallengeListItem) => Promise<unknown>;
  onDelete: (challenge: TChallengeListItem) => Promise<unknown>;
};

/** The server-paged list of a club's challenges; a name opens its teams, participants and links. */
export function ChallengesTable({ query, list, canManage, onOpen, onEdit, onEnd, onDelete }: TProps) {
  const { t } = useTranslation();
  const sortable = (field: TSortField) => ({ key: field, sorter: true, sortOrder: list.sortOrderOf(field) });

  const columns: TableProps<TChallengeListItem>['columns'] = [
    {
      ...sortable('name'),
      title: t('challenges.col.name'),
      render: (_, c) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => onOpen(c)}
        >
          {c.name}
        </Button>
      ),
    },
    {
      key: 'status',
      title: t('challenges.col.status'),
      render: (_, c) => (
        <Flex wrap gap={4}>
          <Tag color={STATUS_COLORS[c.status]}>{t(`challenges.status.${c.status}`)}</Tag>
          <Tag>{t(`challenges.typeName.${c.type}`)}</Tag>
        </Flex>
      ),
    },
    {
      ...sortable('startTime'),
      title: t('challenges.col.period'),
      render: (_, c) => (
        <Flex vertical>
          <Typography.Text>{periodText(c)}</Typography.Text>
          <Typography.Text type="secondary">{c.timezone}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'criterion',
      title: t('challenges.col.criterion'),
      render: (_, c) => t(CHALLENGE_CRITERION_LABELS[c.criterion]),
    },
    {
      key: 'participants',
      title: t('challenges.col.participants'),
      render: (_, c) =>
        c.type === 'team'
          ? t('challenges.countsTeam', { participants: c.participantCount, teams: c.teamCount })
          : String(c.participantCount),
    },
    {
      key: 'actions',
      title: t('challenges.col.actions'),
      render: (_, c) => (
        <Space size={0}>
          <Tooltip title={t('challenges.manage')}>
            <Button
              type="text"
              icon={<TeamOutlined />}
              aria-label={t('challenges.manage')}
              onClick={() => onOpen(c)}
            />
          </Tooltip>
          {canManage && (
            <>
              <Tooltip title={t('common.edit')}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('common.edit')}
                  onClick={() => onEdit(c)}
                />
              </Tooltip>
              {c.status !== 'ended' && (
                <ConfirmPopover
                  title={t('challenges.endConfirm', { name: c.name })}
                  okText={t('challenges.end')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onEnd(c)}
                >
                  <Button type="text" icon={<StopOutlined />} aria-label={t('challenges.end')} />
                </ConfirmPopover>
              )}
              <ConfirmPopover
                title={t('challenges.deleteConfirm', { name: c.name })}
                okText={t('common.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(c)}
              >
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
              </ConfirmPopover>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListTable<TChallengeListItem>
      rowKey="id"
      data-testid="challenges-table"
      columns={columns}
      list={list}
      query={query}
      emptyText={t('challenges.empty')}
    />
  );
}
