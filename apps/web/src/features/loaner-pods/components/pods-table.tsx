import { DeleteOutlined, EditOutlined, UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { LOANER_POD_SORT_FIELDS, TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { Button, Flex, Space, type TableProps, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { ListTable, type TPageQuery } from '../../../components/list-table.tsx';
import type { TListState } from '../../../hooks/use-list-state.ts';
import { formatDate } from '../../../lib/format.ts';

export type TPodSortField = (typeof LOANER_POD_SORT_FIELDS)[number];

type TProps = {
  query: TPageQuery<TLoanerPod>;
  list: Pick<TListState<TPodSortField>, 'pagination' | 'onTableChange' | 'sortOrderOf'>;
  canManage: boolean;
  onAssign: (pod: TLoanerPod) => void;
  onUnassign: (pod: TLoanerPod) => Promise<unknown>;
  onEdit: (pod: TLoanerPod) => void;
  onDelete: (pod: TLoanerPod) => Promise<unknown>;
};

/** The server-paged list of pods with their holder; lending for all staff, editing for managers. */
export function PodsTable(props: TProps) {
  const { t } = useTranslation();
  const { list, canManage, onAssign, onUnassign, onEdit, onDelete } = props;

  const columns: TableProps<TLoanerPod>['columns'] = [
    {
      key: 'barcode',
      dataIndex: 'barcode',
      title: t('loanerPods.barcode'),
      sorter: true,
      sortOrder: list.sortOrderOf('barcode'),
    },
    {
      key: 'bluetoothName',
      dataIndex: 'bluetoothName',
      title: t('loanerPods.bluetoothName'),
      sorter: true,
      sortOrder: list.sortOrderOf('bluetoothName'),
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'locationName',
      dataIndex: 'locationName',
      title: t('loanerPods.location'),
      sorter: true,
      sortOrder: list.sortOrderOf('locationName'),
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'holder',
      title: t('loanerPods.holder'),
      render: (_, pod) =>
        pod.holder ? (
          <Flex vertical>
            <Typography.Text>{pod.holder.name}</Typography.Text>
            <Typography.Text type="secondary">
              {t('loanerPods.since', { date: formatDate(pod.holder.assignedAt) })}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('loanerPods.onShelf')}</Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: t('loanerPods.actions'),
      fixed: 'right',
      render: (_, pod) => (
        <Space size={0}>
          {pod.holder ? (
            <ConfirmPopover
              title={t('loanerPods.unassignConfirm', { barcode: pod.barcode, name: pod.holder.name })}
              okText={t('loanerPods.unassign')}
              cancelText={t('common.cancel')}
              onConfirm={() => onUnassign(pod)}
            >
              <Tooltip title={t('loanerPods.unassign')}>
                <Button type="text" icon={<UserDeleteOutlined />} aria-label={t('loanerPods.unassign')} />
              </Tooltip>
            </ConfirmPopover>
          ) : (
            <Tooltip title={t('loanerPods.assign')}>
              <Button
                type="text"
                icon={<UserAddOutlined />}
                aria-label={t('loanerPods.assign')}
                onClick={() => onAssign(pod)}
              />
            </Tooltip>
          )}
          {canManage && (
            <>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('common.edit')}
                onClick={() => onEdit(pod)}
              />
              <ConfirmPopover
                title={t('loanerPods.deleteConfirm', { barcode: pod.barcode })}
                okText={t('common.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(pod)}
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
    <ListTable<TLoanerPod>
      rowKey="id"
      data-testid="pods-table"
      columns={columns}
      list={list}
      query={props.query}
      emptyText={t('loanerPods.empty')}
    />
  );
}
