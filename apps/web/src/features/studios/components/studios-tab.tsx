import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MANAGER_ROLES } from '@pulseboard/contract/roles';
import { STUDIO_SORT_FIELDS, type TStudio } from '@pulseboard/contract/studios';
import { App, Badge, Button, Empty, Flex, Input, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { useCmdEditor } from '../../../hooks/use-cmd-editor.ts';
import { useListState } from '../../../hooks/use-list-state.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteStudio } from '../api/delete-studio.ts';
import { useStudios } from '../api/get-studios.ts';
import { StudioForm } from './studio-form.tsx';

/** The club's studios: a server-paged list and a drawer form; managers may change them. */
export function StudiosTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canEdit = (MANAGER_ROLES as readonly string[]).includes(role);
  const list = useListState(STUDIO_SORT_FIELDS, { totalLabel: (count) => t('studios.total', { count }) });
  const studios = useStudios(clubId, list.query);
  const remove = useDeleteStudio();
  const editor = useCmdEditor(cmd, onCmdChange);
  const editing = studios.data?.list.find((s) => s.id === editor.editingId);

  const confirmDelete = (studio: TStudio) =>
    modal.confirm({
      title: t('studios.deleteConfirm', { name: studio.name }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutate(
          { clubId, studioId: studio.id },
          { onSuccess: () => notifySuccess(t('studios.deleted')) },
        ),
    });

  const columns: TableColumnsType<TStudio> = [
    {
      title: t('studios.field.name'),
      dataIndex: 'name',
      sorter: true,
      sortOrder: list.sortOrderOf('name'),
      render: (name: string, studio) => <Badge color={studio.color} text={name} />,
    },
    {
      title: t('studios.field.status'),
      dataIndex: 'status',
      sorter: true,
      sortOrder: list.sortOrderOf('status'),
      render: (status: TStudio['status']) => (
        <Tag color={status === 'active' ? 'green' : 'default'}>{t(`studios.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('studios.field.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      sortOrder: list.sortOrderOf('createdAt'),
      render: (at: string) => formatDate(at),
    },
    {
      title: t('studios.actions'),
      key: 'actions',
      render: (_, studio) => (
        <Space size={0}>
          <Button type="link" icon={<EditOutlined />} onClick={() => editor.openEdit(studio.id)}>
            {t(canEdit ? 'common.edit' : 'studios.view')}
          </Button>
          {canEdit && (
            <Button type="link" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(studio)}>
              {t('common.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const onSaved = () => {
    notifySuccess(t('studios.saved'));
    editor.close();
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" wrap gap="small">
        <Input.Search
          allowClear
          placeholder={t('studios.search')}
          aria-label={t('studios.search')}
          onSearch={list.setKeyword}
          style={{ width: 260, maxWidth: '100%' }}
        />
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.openCreate}>
            {t('studios.create')}
          </Button>
        )}
      </Flex>
      {studios.isError && !studios.data ? (
        <LoadError error={studios.error} onRetry={() => void studios.refetch()} />
      ) : (
        <Table<TStudio>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={studios.data?.list}
          loading={studios.isFetching}
          pagination={list.pagination(studios.data?.totalRecords)}
          onChange={list.onTableChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: studios.isPending ? ' ' : <EmptyList text={t('studios.empty')} /> }}
        />
      )}
      <FormDrawer
        open={editor.open}
        title={t(editor.creating ? 'studios.create' : 'studios.edit')}
        onClose={editor.close}
        width={480}
      >
        {editor.creating && (
          <StudioForm clubId={clubId} readOnly={!canEdit} onSaved={onSaved} onCancel={editor.close} />
        )}
        {editor.editingId !== undefined &&
          (editing ? (
            <StudioForm
              key={editing.id}
              clubId={clubId}
              studio={editing}
              readOnly={!canEdit}
              onSaved={onSaved}
              onCancel={editor.close}
            />
          ) : (
            studios.data && <Empty description={t('studios.notFound')} />
          ))}
      </FormDrawer>
    </Flex>
  );
}
