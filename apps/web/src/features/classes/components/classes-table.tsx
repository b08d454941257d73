import { DeleteOutlined, EditOutlined, RetweetOutlined } from '@ant-design/icons';
import type { TClass } from '@pulseboard/contract/classes';
import { Avatar, Button, Flex, type TableProps, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, type TPageQuery } from '../../../components/list-table.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import type { TListState } from '../../../hooks/use-list-state.ts';
import { classDate, classTimes, otherZone, seats } from '../utils/class-text.ts';

type TProps = {
  query: TPageQuery<TClass>;
  list: Pick<TListState, 'pagination' | 'onTableChange'>;
  canManage: boolean;
  /** Trainer and studio names by id (the club's lists). */
  trainerOf: (id: number | null) => string | undefined;
  studioOf: (id: number | null) => string | undefined;
  onOpen: (cls: TClass) => void;
  onEdit: (cls: TClass) => void;
  onDelete: (cls: TClass) => void;
};

/** The occurrences of the chosen dates, in start order; a name opens the class and its participants. */
export function ClassesTable({
  query,
  list,
  canManage,
  trainerOf,
  studioOf,
  onOpen,
  onEdit,
  onDelete,
}: TProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const nameCell = (c: TClass) => (
    <Flex gap={6} align="center" wrap>
      {c.logoUrl && <Avatar src={c.logoUrl} shape="square" size="small" alt="" />}
      <Button
        type="link"
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        onClick={() => onOpen(c)}
      >
        {c.name}
      </Button>
      {c.seriesId !== null && (
        <Tooltip title={t('classes.seriesHelp')}>
          <Tag icon={<RetweetOutlined />} color="blue" data-testid="class-series">
            {t('classes.series')}
          </Tag>
        </Tooltip>
      )}
      {c.cancelled && <Tag color="red">{t('classes.cancelledTag')}</Tag>}
    </Flex>
  );
  const seatsCell = (c: TClass) => (
    <Flex vertical>
      <Typography.Text>
        {seats(c)}
        {c.maxParticipants === null && (
          <Typography.Text type="secondary"> ({t('classes.noLimit')})</Typography.Text>
        )}
      </Typography.Text>
      {c.waitlisted > 0 && (
        <Typography.Text type="secondary">{t('classes.waiting', { count: c.waitlisted })}</Typography.Text>
      )}
    </Flex>
  );
  // A phone shows one stacked cell per class, so the name is never scrolled out of sight.
  const phoneColumns: TableProps<TClass>['columns'] = [
    {
      key: 'class',
      title: t('classes.col.name'),
      render: (_, c) => (
        <Flex vertical gap={2} style={{ maxWidth: 200 }}>
          <Typography.Text type="secondary">
            {`${classDate(c)} · ${classTimes(c)}`}
            {otherZone(c) ? ` (${c.timeZone})` : ''}
          </Typography.Text>
          {nameCell(c)}
          <Typography.Text type="secondary">
            {[trainerOf(c.trainerId), studioOf(c.studioId)].filter(Boolean).join(' · ')}
          </Typography.Text>
          <Typography.Text type="secondary">
            {`${t('classes.col.participants')}: ${seats(c)}`}
            {c.waitlisted > 0 ? ` ${t('classes.waiting', { count: c.waitlisted })}` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
  ];
  const wideColumns: TableProps<TClass>['columns'] = [
    { key: 'date', title: t('classes.col.date'), render: (_, c) => classDate(c) },
    {
      key: 'time',
      title: t('classes.col.time'),
      render: (_, c) => (
        <Flex vertical>
          <Typography.Text>{classTimes(c)}</Typography.Text>
          {otherZone(c) && <Typography.Text type="secondary">{c.timeZone}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'name', title: t('classes.col.name'), render: (_, c) => nameCell(c) },
    { key: 'trainer', title: t('classes.col.trainer'), render: (_, c) => trainerOf(c.trainerId) ?? '—' },
    { key: 'studio', title: t('classes.col.studio'), render: (_, c) => studioOf(c.studioId) ?? '—' },
    { key: 'participants', title: t('classes.col.participants'), render: (_, c) => seatsCell(c) },
  ];
  const columns: TableProps<TClass>['columns'] = [
    ...(isMobile ? phoneColumns : wideColumns),
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('classes.col.actions'),
            render: (_: unknown, c: TClass) => (
              <Flex vertical={isMobile}>
                <Tooltip title={t('common.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('common.edit')}
                    onClick={() => onEdit(c)}
                  />
                </Tooltip>
                <Tooltip title={t('common.delete')}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('common.delete')}
                    onClick={() => onDelete(c)}
                  />
                </Tooltip>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListTable<TClass>
      rowKey="id"
      data-testid="classes-table"
      columns={columns}
      list={list}
      query={query}
      emptyText={t('classes.empty')}
    />
  );
}
