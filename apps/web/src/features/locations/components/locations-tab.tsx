import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LOCATION_SORT_FIELDS, type TLocation } from '@pulseboard/contract/locations';
import { MANAGER_ROLES } from '@pulseboard/contract/roles';
import { App, Button, Flex, Input, Skeleton, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { useCmdEditor } from '../../../hooks/use-cmd-editor.ts';
import { useListState } from '../../../hooks/use-list-state.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocation } from '../api/get-location.ts';
import { useLocations } from '../api/get-locations.ts';
import { LocationForm } from './location-form.tsx';

/** The club's locations: a server-paged list and a drawer form; managers may change them. */
export function LocationsTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canEdit = (MANAGER_ROLES as readonly string[]).includes(role);
  const list = useListState(LOCATION_SORT_FIELDS, { totalLabel: (count) => t('locations.total', { count }) });
  const locations = useLocations(clubId, list.query);
  const remove = useDeleteLocation();
  const editor = useCmdEditor(cmd, onCmdChange);
  const editing = useLocation(clubId, editor.editingId);

  const confirmDelete = (location: TLocation) =>
    modal.confirm({
      title: t('locations.deleteConfirm', { name: location.branchName }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutate(
          { clubId, locationId: location.locationId },
          { onSuccess: () => notifySuccess(t('locations.deleted')) },
        ),
    });

  const columns: TableColumnsType<TLocation> = [
    {
      title: t('locations.field.branchName'),
      dataIndex: 'branchName',
      sorter: true,
      sortOrder: list.sortOrderOf('branchName'),
    },
    { title: t('locations.field.branchLocation'), dataIndex: 'branchLocation' },
    { title: t('locations.field.branchZip'), dataIndex: 'branchZip' },
    {
      title: t('locations.field.status'),
      dataIndex: 'status',
      sorter: true,
      sortOrder: list.sortOrderOf('status'),
      render: (status: TLocation['status']) => (
        <Tag color={status === 'open' ? 'green' : 'default'}>{t(`locations.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('locations.field.memberCount'),
      dataIndex: 'memberCount',
      align: 'right',
      sorter: true,
      sortOrder: list.sortOrderOf('memberCount'),
      render: (n: number) => formatNumber(n),
    },
    {
      title: t('locations.actions'),
      key: 'actions',
      render: (_, location) => (
        <Space size={0}>
          <Button type="link" icon={<EditOutlined />} onClick={() => editor.openEdit(location.locationId)}>
            {t(canEdit ? 'common.edit' : 'locations.view')}
          </Button>
          {canEdit && (
            <Button type="link" danger icon={<DeleteOutlined />} onClick={() => confirmDelete(location)}>
              {t('common.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const onSaved = () => {
    notifySuccess(t('locations.saved'));
    editor.close();
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" wrap gap="small">
        <Input.Search
          allowClear
          placeholder={t('locations.search')}
          aria-label={t('locations.search')}
          onSearch={list.setKeyword}
          style={{ width: 260, maxWidth: '100%' }}
        />
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={editor.openCreate}>
            {t('locations.create')}
          </Button>
        )}
      </Flex>
      {locations.isError && !locations.data ? (
        <LoadError error={locations.error} onRetry={() => void locations.refetch()} />
      ) : (
        <Table<TLocation>
          rowKey="locationId"
          size="middle"
          columns={columns}
          dataSource={locations.data?.list}
          loading={locations.isFetching}
          pagination={list.pagination(locations.data?.totalRecords)}
          onChange={list.onTableChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: locations.isPending ? ' ' : <EmptyList text={t('locations.empty')} /> }}
        />
      )}
      <FormDrawer
        open={editor.open}
        title={t(editor.creating ? 'locations.create' : 'locations.edit')}
        onClose={editor.close}
      >
        {editor.creating && (
          <LocationForm clubId={clubId} readOnly={!canEdit} onSaved={onSaved} onCancel={editor.close} />
        )}
        {editor.editingId !== undefined &&
          (editing.isError ? (
            <LoadError error={editing.error} onRetry={() => void editing.refetch()} />
          ) : editing.data ? (
            <LocationForm
              key={editing.data.locationId}
              clubId={clubId}
              location={editing.data}
              readOnly={!canEdit}
              onSaved={onSaved}
              onCancel={editor.close}
            />
          ) : (
            <Skeleton active />
          ))}
      </FormDrawer>
    </Flex>
  );
}
