import type { TPodAssignment } from '@pulseboard/contract/loaner-pods';
import { Alert, Button, Card, Checkbox, Empty, Table, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { usePodAssignments } from '../api/get-pod-assignments.ts';

const dateTime = (value: string) => `${formatDate(value)} ${dayjs(value).format('HH:mm')}`;

/** Who had which pod from when until when, newest first, server-paged. */
export function PodAssignmentsCard({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const [open, setOpen] = useState(false);
  const history = usePodAssignments(clubId, { ...paging, filter: open ? { open: true } : {} });

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
          onChange={(e) => {
            setOpen(e.target.checked);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        >
          {t('loanerPods.openOnly')}
        </Checkbox>
      }
    >
      {history.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loanerPods.loadError')}
          action={<Button onClick={() => history.refetch()}>{t('loanerPods.retry')}</Button>}
        />
      ) : (
        <Table<TPodAssignment>
          rowKey="id"
          size="small"
          data-testid="pod-history"
          columns={columns}
          dataSource={history.data?.list ?? []}
          loading={history.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={t('loanerPods.historyEmpty')} /> }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: history.data?.totalRecords ?? 0,
            onChange: (page, pageSize) => setPaging({ page, pageSize }),
          }}
        />
      )}
    </Card>
  );
}
