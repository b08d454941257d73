import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type TWeekChallengeTemplate,
  WEEK_CHALLENGE_TEMPLATE_SORT_FIELDS,
} from '@pulseboard/contract/week-challenges';
import { Button, Card, Flex, Space, type TableProps, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { listBody, useListState } from '../../../hooks/use-list-state.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteWeekChallengeTemplate } from '../api/delete-week-challenge-template.ts';
import { useWeekChallengeTemplates } from '../api/get-week-challenge-templates.ts';
import { CARD_STYLES } from './card-styles.ts';
import { TemplateForm } from './template-form.tsx';

// The mutation cache shows the error (a template in use); the confirm just closes.
const ignore = () => undefined;

/** The club's templates: every staff role reads them, managers create, edit and delete. */
export function TemplatesCard({ clubId, canManage }: { clubId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const list = useListState(WEEK_CHALLENGE_TEMPLATE_SORT_FIELDS, { namespace: 'wct', pageSize: 10 });
  const templates = useWeekChallengeTemplates(clubId, {
    page: list.query.page,
    pageSize: list.query.pageSize,
    filter: listBody(list.query),
  });
  const remove = useDeleteWeekChallengeTemplate(clubId);
  const [editing, setEditing] = useState<TWeekChallengeTemplate | 'new'>();
  const close = () => setEditing(undefined);

  const columns: TableProps<TWeekChallengeTemplate>['columns'] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('weekChallenges.field.name'),
      sorter: true,
      sortOrder: list.sortOrderOf('name'),
    },
    {
      key: 'weeks',
      title: t('weekChallenges.col.figures'),
      sorter: true,
      sortOrder: list.sortOrderOf('weeks'),
      render: (_, row) =>
        t('weekChallenges.figures', {
          weeks: row.weeks,
          min: row.minWorkoutsPerWeek,
          penalty: row.penaltyWeeks,
        }),
    },
    {
      key: 'runs',
      title: t('weekChallenges.col.runs'),
      render: (_, row) => (
        <Typography.Text type={row.totalRuns ? undefined : 'secondary'}>
          {t('weekChallenges.runsCount', { open: row.openRuns, total: row.totalRuns })}
        </Typography.Text>
      ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('weekChallenges.col.actions'),
            fixed: 'right' as const,
            render: (_: unknown, row: TWeekChallengeTemplate) => (
              <Space size={0}>
                <Tooltip title={t('common.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('common.edit')}
                    onClick={() => setEditing(row)}
                  />
                </Tooltip>
                <ConfirmPopover
                  title={t('weekChallenges.templateDeleteConfirm', { name: row.name })}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove
                      .mutateAsync(row.id)
                      .then(() => notifySuccess(t('weekChallenges.templateDeleted')), ignore)
                  }
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
                </ConfirmPopover>
              </Space>
            ),
          },
        ]
      : []),
  ];

  // On a phone the card's header has no room for it beside the title (antd's header does not wrap).
  const createButton = canManage && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
      {t('weekChallenges.templateCreate')}
    </Button>
  );

  return (
    <Card title={t('weekChallenges.templates')} styles={CARD_STYLES} extra={!isMobile && createButton}>
      <Flex vertical gap={16}>
        {isMobile && createButton}
        <ListSearch
          keyword={list.query.keyword}
          onSearch={list.setKeyword}
          placeholder={t('weekChallenges.templateSearch')}
        />
        <ListTable<TWeekChallengeTemplate>
          rowKey="id"
          data-testid="week-templates-table"
          columns={columns}
          list={list}
          query={templates}
          emptyText={t('weekChallenges.templatesEmpty')}
        />
      </Flex>
      {canManage && (
        <FormDrawer
          open={editing !== undefined}
          title={t(editing === 'new' ? 'weekChallenges.templateCreate' : 'weekChallenges.templateEdit')}
          onClose={close}
          width={420}
        >
          <TemplateForm
            key={editing === 'new' ? 'new' : editing?.id}
            clubId={clubId}
            template={editing === 'new' ? undefined : editing}
            onClose={close}
          />
        </FormDrawer>
      )}
    </Card>
  );
}
