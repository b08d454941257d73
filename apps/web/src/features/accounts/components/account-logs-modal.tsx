import type { TAccount, TAccountLog } from '@pulseboard/contract/accounts';
import { Alert, DatePicker, Empty, Flex, Input, Modal, Table, type TableProps, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { dateFormat, formatDate } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useAccountLogs } from '../api/get-account-logs.ts';

const ISO_DATE = 'YYYY-MM-DD';

/** One account's log: keyword over action and detail, an optional date range, server-paged. */
export function AccountLogsModal(props: { clubId: number; account?: TAccount; onClose: () => void }) {
  const { clubId, account, onClose } = props;
  return (
    <Modal
      open={account !== undefined}
      footer={null}
      onCancel={onClose}
      width={860}
      destroyOnHidden
      title={account ? <AccountLogsTitle name={account.name} /> : null}
    >
      {account && <AccountLogs clubId={clubId} accountId={account.accountId} />}
    </Modal>
  );
}

function AccountLogsTitle({ name }: { name: string }) {
  const { t } = useTranslation();
  return <>{t('accounts.logsTitle', { name })}</>;
}

function AccountLogs({ clubId, accountId }: { clubId: number; accountId: number }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const logs = useAccountLogs(clubId, accountId, {
    ...paging,
    keyword: keyword || undefined,
    from: range?.[0].format(ISO_DATE),
    to: range?.[1].format(ISO_DATE),
  });

  const columns: TableProps<TAccountLog>['columns'] = [
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('accounts.logTime'),
      render: (v: string) => `${formatDate(v)} ${dayjs(v).format('HH:mm')}`,
    },
    {
      key: 'action',
      dataIndex: 'action',
      title: t('accounts.logAction'),
      render: (v: string) => t(`accounts.log.${v}`, { defaultValue: v }),
    },
    {
      key: 'detail',
      dataIndex: 'detail',
      title: t('accounts.logDetail'),
      render: (v: string | null) => v ?? '',
    },
    {
      key: 'actor',
      dataIndex: 'actorName',
      title: t('accounts.logActor'),
      render: (v: string | null) =>
        v ?? <Typography.Text type="secondary">{t('accounts.logActorGone')}</Typography.Text>,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8}>
        <Input.Search
          allowClear
          placeholder={t('accounts.logsSearch')}
          style={{ flex: '1 1 200px' }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <DatePicker.RangePicker
          format={dateFormat()}
          value={range}
          style={{ flex: isMobile ? '1 1 100%' : undefined }}
          onChange={(value) => {
            setRange(value?.[0] && value[1] ? [value[0], value[1]] : null);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      </Flex>
      {logs.isError && <Alert type="error" showIcon title={errorMessage(logs.error)} />}
      <Table<TAccountLog>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={logs.data?.list ?? []}
        loading={logs.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('accounts.logsEmpty')} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: logs.data?.totalRecords ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </Flex>
  );
}
