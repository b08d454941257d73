import { DeleteOutlined, EditOutlined, UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { LOANER_POD_SORT_FIELDS, TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { Button, Empty, Flex, Popconfirm, Space, Table, type TableProps, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { tablePagination } from '../../../lib/table-pagination.ts';

export type TPodSort = { field?: (typeof LOANER_POD_SORT_FIELDS)[number]; order?: 'ascend' | 'descend' };

type TProps = {
  pods: TLoanerPod[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  canManage: boolean;
  onPageChange: (page: number, pageSize: number, sort: TPodSort) => void;
  onAssign: (pod: TLoanerPod) => void;
  onUnassign: (pod: TLoanerPod) => Promise<unknown>;
  onEdit: (pod: TLoanerPod) => void;
  onDelete: (pod: TLoanerPod) => Promise<unknown>;
};

/** The server-paged list of pods with their holder; lending for all staff, editing for managers. */
export function PodsTable(props: TProps) {
  const { t } = useTranslation();
  const { canManage, onAssign, onUnassign, onEdit, onDelete } = props;

  const columns: TableProps<TLoanerPod>['columns'] = [
    { key: 'barcode', dataIndex: 'barcode', title: t('loanerPods.barcode'), sorter: true },
    {
      key: 'bluetoothName',
      dataIndex: 'bluetoothName',
      title: t('loanerPods.bluetoothName'),
      sorter: true,
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'locationName',
      dataIndex: 'locationName',
      title: t('loanerPods.location'),
      sorter: true,
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
            <Popconfirm
              title={t('loanerPods.unassignConfirm', { barcode: pod.barcode, name: pod.holder.name })}
              okText={t('loanerPods.unassign')}
              cancelText={t('common.cancel')}
              onConfirm={() => onUnassign(pod)}
            >
              <Tooltip title={t('loanerPods.unassign')}>
                <Button type="text" icon={<UserDeleteOutlined />} aria-label={t('loanerPods.unassign')} />
              </Tooltip>
            </Popconfirm>
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
              <Popconfirm
                title={t('loanerPods.deleteConfirm', { barcode: pod.barcode })}
                okText={t('common.delete')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(pod)}
              >
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<TLoanerPod>
      rowKey="id"
      size="middle"
      data-testid="pods-table"
      columns={columns}
      dataSource={props.pods}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('loanerPods.empty')} /> }}
      pagination={tablePagination(props.page, props.pageSize, props.total)}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        props.onPageChange(pagination.current ?? 1, pagination.pageSize ?? props.pageSize, {
          field: one?.order ? (one.columnKey as TPodSort['field']) : undefined,
          order: one?.order ?? undefined,
        });
      }}
    />
  );
}
