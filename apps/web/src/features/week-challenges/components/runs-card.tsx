import { EyeOutlined, UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import {
  type TWeekChallenge,
  WEEK_CHALLENGE_SORT_FIELDS,
  WEEK_CHALLENGE_STATUSES,
} from '@pulseboard/contract/week-challenges';
import { Button, Card, Flex, Select, Space, type TableProps, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list-search.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { listBody, useListState } from '../../../hooks/use-list-state.ts';
import { formatDate } from '../../../lib/format.ts';
import { useWeekChallengeTemplates } from '../api/get-week-challenge-templates.ts';
import { useWeekChallenges } from '../api/get-week-challenges.ts';
import { useWithdrawWeekChallenge } from '../api/withdraw-week-challenge.ts';
import { currentWeek, isRunning } from '../utils/run-dates.ts';
import { CARD_STYLES } from './card-styles.ts';
import { RunDrawer } from './run-drawer.tsx';
import { RunStatusTags } from './run-status-tags.tsx';
import { SignUpModal } from './sign-up-modal.tsx';
import { WithdrawModal } from './withdraw-modal.tsx';

/** Members' runs: filtered by template, status and member; managers sign up and withdraw. */
export function RunsCard({ clubId, canManage }: { clubId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const list = useListState(WEEK_CHALLENGE_SORT_FIELDS, { namespace: 'wc', filters: ['template', 'status'] });
  const templateId = Number(list.filters.template) || undefined;
  const status = WEEK_CHALLENGE_STATUSES.find((s) => s === list.filters.status);
  const runs = useWeekChallenges(clubId, {
    page: list.query.page,
    pageSize: list.query.pageSize,
    filter: { ...listBody(list.query), templateId, status },
  });
  // Every template, for the filter and the sign-up form (a club has a handful).
  const templates = useWeekChallengeTemplates(clubId, { page: 1, pageSize: 100, filter: {} });
  const withdraw = useWithdrawWeekChallenge(clubId);
  const [viewing, setViewing] = useState<number>();
  const [withdrawing, setWithdrawing] = useState<TWeekChallenge>();
  const [signingUp, setSigningUp] = useState(false);
  const selectStyle = isMobile ? { flex: '1 1 100%', minWidth: 0 } : { width: 220 };

  const columns: TableProps<TWeekChallenge>['columns'] = [
    {
      key: 'memberName',
      title: t('weekChallenges.col.member'),
      sorter: true,
      sortOrder: list.sortOrderOf('memberName'),
      render: (_, run) => (
        <Flex vertical>
          <Typography.Text>{run.memberName}</Typography.Text>
          <Typography.Text type="secondary">{run.memberEmail}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'template', dataIndex: 'templateName', title: t('weekChallenges.col.template') },
    {
      key: 'startsOn',
      title: t('weekChallenges.col.dates'),
      sorter: true,
      sortOrder: list.sortOrderOf('startsOn'),
      render: (_, run) =>
        t('weekChallenges.dates', { from: formatDate(run.startsOn), to: formatDate(run.endsOn) }),
    },
    {
      key: 'progress',
      title: t('weekChallenges.col.progress'),
      render: (_, run) =>
        isRunning(run)
          ? t('weekChallenges.weekOf', { number: currentWeek(run), total: run.totalWeeks })
          : t('weekChallenges.weeksCount', { weeks: run.totalWeeks }),
    },
    {
      key: 'status',
      title: t('weekChallenges.col.status'),
      render: (_, run) => <RunStatusTags run={run} />,
    },
    {
      key: 'actions',
      title: t('weekChallenges.col.actions'),
      fixed: 'right',
      render: (_, run) => (
        <Space size={0}>
          <Tooltip title={t('weekChallenges.view')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={t('weekChallenges.view')}
              onClick={() => setViewing(run.id)}
            />
          </Tooltip>
          {canManage && isRunning(run) && (
            <Tooltip title={t('weekChallenges.withdraw')}>
              <Button
                type="text"
                danger
                icon={<UserDeleteOutlined />}
                aria-label={t('weekChallenges.withdraw')}
                onClick={() => setWithdrawing(run)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  // On a phone the card's header has no room for it beside the title (antd's header does not wrap).
  const signUpButton = canManage && (
    <Button type="primary" icon={<UserAddOutlined />} onClick={() => setSigningUp(true)}>
      {t('weekChallenges.signUp')}
    </Button>
  );

  return (
    <Card title={t('weekChallenges.runs')} styles={CARD_STYLES} extra={!isMobile && signUpButton}>
      <Flex vertical gap={16}>
        {isMobile && signUpButton}
        <Flex wrap gap={12}>
          <ListSearch
            keyword={list.query.keyword}
            onSearch={list.setKeyword}
            placeholder={t('weekChallenges.runSearch')}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            allowClear
            aria-label={t('weekChallenges.col.template')}
            placeholder={t('weekChallenges.anyTemplate')}
            style={selectStyle}
            value={templateId}
            loading={templates.isPending}
            onChange={(value?: number) => list.setFilters({ template: value ? String(value) : '' })}
            options={(templates.data?.list ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))}
          />
          <Select
            allowClear
            aria-label={t('weekChallenges.col.status')}
            placeholder={t('weekChallenges.anyStatus')}
            style={selectStyle}
            value={status}
            onChange={(value?: string) => list.setFilters({ status: value ?? '' })}
            options={WEEK_CHALLENGE_STATUSES.map((s) => ({
              value: s,
              label: t(`weekChallenges.status.${s}`),
            }))}
          />
        </Flex>
        <ListTable<TWeekChallenge>
          rowKey="id"
          data-testid="week-runs-table"
          columns={columns}
          list={list}
          query={runs}
          emptyText={t('weekChallenges.runsEmpty')}
        />
      </Flex>
      <RunDrawer clubId={clubId} runId={viewing} onClose={() => setViewing(undefined)} />
      {canManage && (
        <>
          <SignUpModal
            clubId={clubId}
            open={signingUp}
            templates={templates.data?.list ?? []}
            onClose={() => setSigningUp(false)}
          />
          <WithdrawModal
            runId={withdrawing?.id}
            title={t('weekChallenges.withdrawTitle', {
              name: withdrawing?.memberName ?? '',
              template: withdrawing?.templateName ?? '',
            })}
            mutation={withdraw}
            onClose={() => setWithdrawing(undefined)}
          />
        </>
      )}
    </Card>
  );
}
