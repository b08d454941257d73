import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MANAGER_ROLES } from '@pulseboard/contract/roles';
import { TRAINER_SORT_FIELDS, type TTrainer } from '@pulseboard/contract/trainers';
import { App, Button, Empty, Flex, Input, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { useCmdEditor } from '../../../hooks/use-cmd-editor.ts';
import { useListState } from '../../../hooks/use-list-state.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteTrainer } from '../api/delete-trainer.ts';
import { useTrainers } from '../api/get-trainers.ts';
import { TrainerForm } from './trainer-form.tsx';

/** The club's trainers (coaches, in the alternative wording): a server-paged list and a drawer form; managers may change them. */
export function TrainersTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canEdit = (MANAGER_ROLES as readonly string[]).includes(role);
  const list = useListState(TRAINER_SORT_FIELDS, { totalLabel: (count) => t('trainers.total', { count }) });
  const trainers = useTrainers(clubId, list.query);
  const remove = useDeleteTrainer();
  const editor = useCmdEditor(cmd, onCmdChange);
  const editing = trainers.data?.list.find((s) => s.id === editor.editingId);

  const confirmDelete = (trainer: TTrainer) =>
    modal.confirm({
      title: t('trainers.deleteConfirm', { name: `${trainer.firstName} ${trainer.lastName}`.trim() }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutate(
          { clubId, trainerId: trainer.id },
          { onSuccess: () => notifySuccess(t('trainers.deleted')) },
        ),
    });

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
      render: (at: string) => formatDate(at),
    },
    {
      title: t('trainers.actions'),
      key: 'actions',
      render: (_, trainer) => (
        <Space size={0}>
          <Button type="link" icon={<EditOutlined />} onClick={() => editor.openEdit(trainer.id)}>
            {t(canEdit ? 'common.edit' : 'trainers.view')}
          </Button>
          {canEdit && (
            <Button type="link" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(trainer)}>
              {t('common.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const onSaved = () => {
    notifySuccess(t('trainers.saved'));
    editor.close();
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" wrap gap="small">
        <Input.Search
          allowClear
          placeholder={t('trainers.search')}
          aria-label={t('trainers.search')}
          onSearch={list.setKeyword}
          style={{ width: 260, maxWidth: '100%' }}
        />
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.openCreate}>
            {t('trainers.create')}
          </Button>
        )}
      </Flex>
      {trainers.isError && !trainers.data ? (
        <LoadError error={trainers.error} onRetry={() => void trainers.refetch()} />
      ) : (
        <Table<TTrainer>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={trainers.data?.list}
          loading={trainers.isFetching}
          pagination={list.pagination(trainers.data?.totalRecords)}
          onChange={list.onTableChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: trainers.isPending ? ' ' : <EmptyList text={t('trainers.empty')} /> }}
        />
      )}
      <FormDrawer
        open={editor.open}
        title={t(editor.creating ? 'trainers.create' : 'trainers.edit')}
        onClose={editor.close}
        width={480}
      >
        {editor.creating && (
          <TrainerForm clubId={clubId} readOnly={!canEdit} onSaved={onSaved} onCancel={editor.close} />
        )}
        {editor.editingId !== undefined &&
          (editing ? (
            <TrainerForm
              key={editing.id}
              clubId={clubId}
              trainer={editing}
              readOnly={!canEdit}
              onSaved={onSaved}
              onCancel={editor.close}
            />
          ) : (
            trainers.data && <Empty description={t('trainers.notFound')} />
          ))}
      </FormDrawer>
    </Flex>
  );
}
