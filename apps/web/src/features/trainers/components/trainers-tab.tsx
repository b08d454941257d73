import { TRAINER_SORT_FIELDS, TRAINERS_ACCESS, type TTrainer } from '@pulseboard/contract/trainers';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClubListTab } from '../../../components/club-list-tab.tsx';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { EmptyList } from '../../../components/list-states.tsx';
import { useClubDayFormat } from '../../../hooks/use-club-zone.ts';
import { useCmdEditor } from '../../../hooks/use-cmd-editor.ts';
import { useListState } from '../../../hooks/use-list-state.ts';
import { useDeleteTrainer } from '../api/delete-trainer.ts';
import { useTrainers } from '../api/get-trainers.ts';
import { TrainerForm } from './trainer-form.tsx';

/** The club's trainers (coaches, in the alternative wording): a server-paged list and a drawer form; managers may change them. */
export function TrainersTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const list = useListState(TRAINER_SORT_FIELDS);
  const trainers = useTrainers(clubId, list.query);
  const day = useClubDayFormat(clubId);
  const remove = useDeleteTrainer(clubId);
  const editor = useCmdEditor(cmd, onCmdChange);
  const editing = trainers.data?.list.find((s) => s.id === editor.editingId);

  const columns: TableColumnsType<TTrainer> = [
    {
      title: t('trainers.field.firstName'),
      dataIndex: 'firstName',
      sorter: true,
      sortOrder: list.sortOrderOf('firstName'),
    },
    {
      title: t('trainers.field.lastName'),
      dataIndex: 'lastName',
      sorter: true,
      sortOrder: list.sortOrderOf('lastName'),
    },
    { title: t('trainers.field.phone'), dataIndex: 'phone' },
    {
      title: t('trainers.field.user'),
      dataIndex: 'user',
      render: (user: TTrainer['user']) =>
        user && (
          <Flex vertical>
            <span>{user.name}</span>
            <Typography.Text type="secondary">{user.email}</Typography.Text>
          </Flex>
        ),
    },
    {
      title: t('trainers.field.status'),
      dataIndex: 'status',
      sorter: true,
      sortOrder: list.sortOrderOf('status'),
      render: (status: TTrainer['status']) => (
        <Tag color={status === 'active' ? 'green' : 'default'}>{t(`trainers.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('trainers.field.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: list.sortOrderOf('createdAt'),
      render: (at: string) => day(at),
    },
  ];

  return (
    <ClubListTab<TTrainer>
      texts="trainers"
      role={role}
      manageRoles={TRAINERS_ACCESS.manage}
      list={list}
      items={trainers}
      editor={editor}
      rowKey="id"
      columns={columns}
      itemName={(trainer) => `${trainer.firstName} ${trainer.lastName}`.trim()}
      onDelete={(trainer, onSuccess) => remove.mutate(trainer.id, { onSuccess })}
      editItem={editing}
      editFallback={trainers.data && <EmptyList text={t('trainers.notFound')} />}
      renderForm={(trainer, props) => <TrainerForm clubId={clubId} trainer={trainer} {...props} />}
      drawerWidth={480}
    />
  );
}
