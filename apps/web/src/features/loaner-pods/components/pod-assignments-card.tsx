import type { TPodAssignment } from '@pulseboard/contract/loaner-pods';
import { Card, Checkbox, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table.tsx';
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
      <ListTable<TPodAssignment>
        rowKey="id"
        size="small"
        data-testid="pod-history"
        columns={columns}
        list={list}
        query={history}
        emptyText={t('loanerPods.historyEmpty')}
      />
    </Card>
  );
}
