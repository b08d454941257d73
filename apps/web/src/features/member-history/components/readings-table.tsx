import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { formatDateTimeIn } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';

type TReading = { id: number; measuredAt: string };

/**
 * A history's readings, newest first, five at a time, each deletable after a confirmation; times on
 * the zone's clock.
 */
export function ReadingsTable<T extends TReading>({
  timeZone,
  readings,
  render,
  onDelete,
  deleting,
}: {
  timeZone: string;
  readings: T[];
  /** The reading's value(s) as text. */
  render: (reading: T) => string;
  onDelete: (id: number) => Promise<unknown>;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const when = (iso: string) => formatDateTimeIn(iso, timeZone);
  const confirmDelete = (reading: T) =>
    modal.confirm({
      title: t('memberHistory.deleteConfirm', { date: when(reading.measuredAt) }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => onDelete(reading.id).then(() => notifySuccess(t('memberHistory.deleted'))),
    });
  return (
    <Table<T>
      size="small"
      rowKey="id"
      dataSource={readings}
      pagination={{ pageSize: 5, hideOnSinglePage: true, size: 'small', showSizeChanger: false }}
      columns={[
        { key: 'when', title: t('memberHistory.when'), render: (_, r) => when(r.measuredAt) },
        { key: 'value', title: t('memberHistory.reading'), render: (_, r) => render(r) },
        {
          key: 'delete',
          // Named for a screen reader (axe empty-table-header); too narrow a column to show it.
          title: <VisuallyHidden>{t('memberHistory.actions')}</VisuallyHidden>,
          width: 48,
          render: (_, r) => (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              disabled={deleting}
              onClick={() => confirmDelete(r)}
            />
          ),
        },
      ]}
    />
  );
}
