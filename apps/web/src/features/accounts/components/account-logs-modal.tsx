import type { TAccount, TAccountLog } from '@pulseboard/contract/accounts';
import { DatePicker, Flex, Modal, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list-search.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useListState } from '../../../hooks/use-list-state.ts';
import { dateFormat, formatDate } from '../../../lib/format.ts';
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
  // The dialog is not in the URL, so neither is its list state.
  const list = useListState([], { pageSize: 10, filters: ['from', 'to'], inMemory: true });
  const { page, pageSize, keyword } = list.query;
  const { from, to } = list.filters;
  const logs = useAccountLogs(clubId, accountId, { page, pageSize, keyword: keyword || undefined, from, to });

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
        <ListSearch
          keyword={keyword}
          onSearch={list.setKeyword}
          placeholder={t('accounts.logsSearch')}
          style={{ flex: '1 1 200px' }}
        />
        <DatePicker.RangePicker
          format={dateFormat()}
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          style={{ flex: isMobile ? '1 1 100%' : undefined }}
          onChange={(value) => {
            const [start, end] = value?.[0] && value[1] ? [value[0], value[1]] : [];
            list.setFilters({ from: start?.format(ISO_DATE), to: end?.format(ISO_DATE) });
          }}
        />
      </Flex>
      <ListTable<TAccountLog>
        rowKey="id"
        size="small"
        columns={columns}
        list={list}
        query={logs}
        emptyText={t('accounts.logsEmpty')}
      />
    </Flex>
  );
}
