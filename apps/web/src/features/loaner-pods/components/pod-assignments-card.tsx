import type { TPodAssignment } from '@pulseboard/contract/loaner-pods';
import { Card, Checkbox, Table, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EmptyList, LoadError } from '../../../components/list-states.tsx';
import { useListState } from '../../../hooks/use-list-state.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePodAssignments } from '../api/get-pod-assignments.ts';

const dateTime = (value: string) => `${formatDate(value)} ${dayjs(value).format('HH:mm')}`;

/** Who had which pod from when until when, newest first, server-paged; its URL parameters are `history.*`. */
export function PodAssignmentsCard({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const list = useListState([], { namespace: 'history', pageSize: 10, filters: ['open'] });
  const open = list.filters.open === 'true';
  const { page, pageSize } = list.query;
  const history = usePodAssignments(clubId, { page, pageSize, filter: open ? { open: true } : {} });

  const columns: TableProps<TPodAssignment>['columns'] = [
    { key: 'userName', dataIndex: 'userName', title: t('loanerPods.userName') },
    {
      key: 'pod',
      title: t('loanerPods.podName'),
      render: (_, a) => (a.bluetoothName ? `${a.barcode} (${a.bluetoothName})` : a.barcode),
    },
    { key: 'assignedAt', dataIndex: 'assignedAt', title: t('loanerPods.assignTime'), render: dateTime },
    {
      key: 'returnedAt',
      dataIndex: 'returnedAt',
      title: t('loanerPods.returnTime'),
      render: (v: string | null) =>
        v ? dateTime(v) : <Typography.Text type="warning">{t('loanerPods.notReturned')}</Typography.Text>,
    },
  ];

  return (
    <Card
      size="small"
      title={t('loanerPods.history')}
      extra={
        <Checkbox
          checked={open}
          onChange={(e) => list.setFilters({ open: e.target.checked ? 'true' : undefined })}
        >
          {t('loanerPods.openOnly')}
        </Checkbox>
      }
    >
      {history.isError && !history.data ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <Table<TPodAssignment>
          rowKey="id"
          size="small"
          data-testid="pod-history"
          columns={columns}
          dataSource={history.data?.list}
          loading={history.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: history.isPending ? ' ' : <EmptyList text={t('loanerPods.historyEmpty')} /> }}
          pagination={list.pagination(history.data?.totalRecords)}
          onChange={list.onTableChange}
        />
      )}
    </Card>
  );
}
