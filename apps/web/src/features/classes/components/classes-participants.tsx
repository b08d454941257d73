import { DeleteOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { TClassDetail, TClassParticipant } from '@pulseboard/contract/classes';
import { Alert, Button, Card, Flex, Space, Table, type TableProps, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { EmptyList } from '../../../components/list-states.tsx';
import { MemberSelect } from '../../../components/member-select.tsx';
import { ApiError } from '../../../lib/http.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import {
  useAddClassParticipants,
  useMarkClassAbsent,
  useRemoveClassParticipant,
} from '../api/class-participant-actions.ts';

const STATUS_COLORS: Record<TClassParticipant['status'], string> = {
  booked: 'green',
  waitlisted: 'gold',
  absent: 'red',
  cancelled: 'default',
};
const ignore = () => undefined;

/** The roster: add members from the club's member search, remove one (confirmed), mark absent after the start. */
export function ClassesParticipants({
  clubId,
  detail,
  canRun,
}: {
  clubId: number;
  detail: TClassDetail;
  /** Staff who run the roster (CLASSES_ACCESS.participants). */
  canRun: boolean;
}) {
  const { t } = useTranslation();
  const add = useAddClassParticipants(clubId);
  const remove = useRemoveClassParticipant(clubId);
  const absent = useMarkClassAbsent(clubId);
  const [memberIds, setMemberIds] = useState<number[]>([]);
  const started = Date.now() >= Date.parse(detail.startsAt);
  const left =
    detail.maxParticipants === null ? undefined : Math.max(0, detail.maxParticipants - detail.booked);
  // The capacity refusal ('Max Participants Exceeded, leaving {seats}.') stays beside the search too.
  const refusal = add.error instanceof ApiError ? add.error.fields?.memberIds : undefined;

  const submit = () =>
    add.mutateAsync({ classId: detail.id, memberIds }).then(() => {
      notifySuccess(t('classes.participants.added', { count: memberIds.length }));
      setMemberIds([]);
    }, ignore);

  const columns: TableProps<TClassParticipant>['columns'] = [
    { key: 'name', title: t('classes.participants.name'), render: (_, p) => p.name },
    {
      key: 'status',
      title: t('classes.participants.status'),
      render: (_, p) => <Tag color={STATUS_COLORS[p.status]}>{t(`classes.status.${p.status}`)}</Tag>,
    },
    ...(canRun
      ? [
          {
            key: 'actions',
            title: t('classes.col.actions'),
            render: (_: unknown, p: TClassParticipant) => (
              <Space size={0}>
                {p.status === 'booked' && (
                  <Tooltip
                    title={started ? t('classes.participants.absent') : t('classes.participants.absentLater')}
                  >
                    <Button
                      type="text"
                      icon={<UserDeleteOutlined />}
                      disabled={!started}
                      aria-label={t('classes.participants.absentNamed', { name: p.name })}
                      onClick={() =>
                        absent
                          .mutateAsync({ classId: detail.id, memberId: p.userId })
                          .then(() => notifySuccess(t('classes.participants.markedAbsent')), ignore)
                      }
                    />
                  </Tooltip>
                )}
                <ConfirmPopover
                  title={t('classes.participants.removeConfirm', { name: p.name })}
                  okText={t('classes.participants.remove')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove
                      .mutateAsync({ classId: detail.id, memberId: p.userId })
                      .then(() => notifySuccess(t('classes.participants.removed')), ignore)
                  }
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('classes.participants.removeNamed', { name: p.name })}
                  />
                </ConfirmPopover>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      size="small"
      title={`${t('classes.participants.title')} (${detail.booked}${detail.maxParticipants === null ? '' : `/${detail.maxParticipants}`})`}
      extra={left !== undefined && t('classes.participants.seatsLeft', { seats: left })}
    >
      <Flex vertical gap={12}>
        {canRun && !detail.cancelled && (
          <Flex wrap gap={8} align="center" data-testid="class-add-participants">
            <MemberSelect
              multiple
              clubId={clubId}
              value={memberIds}
              onChange={(ids) => {
                setMemberIds(ids);
                add.reset();
              }}
              placeholder={t('classes.participants.search')}
              ariaLabel={t('classes.participants.search')}
              emptyText={t('classes.participants.noMembers')}
              style={{ flex: '2 1 240px', minWidth: 0 }}
            />
            <Button type="primary" disabled={memberIds.length === 0} loading={add.isPending} onClick={submit}>
              {t('classes.participants.add')}
            </Button>
          </Flex>
        )}
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="class-capacity-error" />}
        <Table<TClassParticipant>
          size="small"
          rowKey="userId"
          data-testid="class-participants"
          columns={columns}
          dataSource={detail.participants}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyList text={t('classes.participants.empty')} /> }}
        />
      </Flex>
    </Card>
  );
}
