import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import type { TChallengeDetail, TChallengeParticipant } from '@pulseboard/contract/challenges';
import { Button, Card, Flex, Input, Select, Table, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { useNamedClear } from '../../../components/list-search.tsx';
import { EmptyList } from '../../../components/list-states.tsx';
import { useClubDayFormat } from '../../../hooks/use-club-zone.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAddParticipants } from '../api/add-participants.ts';
import { useRemoveParticipants } from '../api/remove-participants.ts';
import { AddParticipantsForm } from './add-participants-form.tsx';
import { TeamDot } from './team-dot.tsx';

const ignore = () => undefined;

/** The participants: add one or many from a member search, move one to another team, remove some. */
export function ChallengeParticipantsCard({
  clubId,
  challenge,
  canManage,
}: {
  clubId: number;
  challenge: TChallengeDetail;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const namedClear = useNamedClear();
  const move = useAddParticipants(clubId);
  const day = useClubDayFormat(clubId);
  const remove = useRemoveParticipants(clubId);
  const [selected, setSelected] = useState<number[]>([]);
  const [filter, setFilter] = useState('');
  const isTeam = challenge.type === 'team';
  const teamOptions = challenge.teams.map((team) => ({
    value: team.id,
    label: (
      <Flex gap={6} align="center">
        <TeamDot color={team.color} size={10} />
        {team.name}
      </Flex>
    ),
  }));
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? challenge.participants.filter((p) => `${p.name} ${p.email}`.toLowerCase().includes(needle))
    : challenge.participants;

  const removeSome = (memberIds: number[]) =>
    remove.mutateAsync({ challengeId: challenge.id, memberIds }).then(() => {
      setSelected((ids) => ids.filter((id) => !memberIds.includes(id)));
      notifySuccess(t('challenges.participants.removed', { count: memberIds.length }));
    }, ignore);

  const columns: TableProps<TChallengeParticipant>['columns'] = [
    {
      key: 'name',
      title: t('challenges.participants.name'),
      render: (_, p) => (
        <Flex vertical>
          <Typography.Text>{p.name}</Typography.Text>
          <Typography.Text type="secondary">{p.email}</Typography.Text>
        </Flex>
      ),
    },
    ...(isTeam
      ? [
          {
            key: 'team',
            title: t('challenges.participants.team'),
            render: (_: unknown, p: TChallengeParticipant) => (
              <Select<number | null>
                aria-label={t('challenges.participants.teamOf', { name: p.name })}
                value={p.teamId}
                disabled={!canManage}
                style={{ width: 170 }}
                placeholder={t('challenges.participants.noTeam')}
                allowClear
                onChange={(teamId) =>
                  move
                    .mutateAsync({
                      challengeId: challenge.id,
                      memberIds: [p.memberId],
                      teamId: teamId ?? null,
                    })
                    .catch(ignore)
                }
                options={teamOptions}
              />
            ),
          },
        ]
      : []),
    { key: 'joined', title: t('challenges.participants.joined'), render: (_, p) => day(p.joinedAt) },
    ...(canManage
      ? [
          {
            key: 'remove',
            title: t('challenges.col.actions'),
            render: (_: unknown, p: TChallengeParticipant) => (
              <ConfirmPopover
                title={t('challenges.participants.removeConfirm', { name: p.name })}
                okText={t('challenges.participants.remove')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => removeSome([p.memberId])}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('challenges.participants.removeNamed', { name: p.name })}
                />
              </ConfirmPopover>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card size="small" title={t('challenges.participants.title', { count: challenge.participants.length })}>
      <Flex vertical gap={12}>
        {canManage && <AddParticipantsForm clubId={clubId} challenge={challenge} teamOptions={teamOptions} />}
        <Flex wrap gap={8} align="center">
          {/* Filters as one types: no search button; the clear button is named (useNamedClear). */}
          <Input
            allowClear={namedClear}
            prefix={<SearchOutlined />}
            aria-label={t('challenges.participants.filter')}
            placeholder={t('challenges.participants.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            style={{ flex: '1 1 200px', minWidth: 0 }}
          />
          {canManage && selected.length > 0 && (
            <ConfirmPopover
              title={t('challenges.participants.removeSelectedConfirm', { count: selected.length })}
              okText={t('challenges.participants.remove')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => removeSome(selected)}
            >
              <Button danger>
                {t('challenges.participants.removeSelected', { count: selected.length })}
              </Button>
            </ConfirmPopover>
          )}
        </Flex>
        <Table<TChallengeParticipant>
          size="small"
          rowKey="memberId"
          data-testid="challenge-participants"
          columns={columns}
          dataSource={shown}
          rowSelection={
            canManage
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as number[]),
                  // antd names these checkboxes "Select all" and "Select row 3", in English.
                  getTitleCheckboxProps: () => ({ 'aria-label': t('challenges.participants.selectAll') }),
                  getCheckboxProps: (p) => ({
                    'aria-label': t('challenges.participants.selectNamed', { name: p.name }),
                  }),
                }
              : undefined
          }
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyList text={t('challenges.participants.empty')} /> }}
        />
      </Flex>
    </Card>
  );
}
