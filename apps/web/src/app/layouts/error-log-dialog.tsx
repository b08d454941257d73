import { Button, List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListEntry } from '../../components/list-entry.tsx';
import { clearErrorLog, type TLoggedError } from '../../lib/error-log.ts';
import { formatClockTime, formatDate } from '../../lib/format.ts';

/** The list of logged errors, with Clear and Close (its own chunk: List brings pagination and a select). */
export function ErrorLogDialog({
  open,
  entries,
  onClose,
}: {
  open: boolean;
  entries: readonly TLoggedError[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('errorLog.title')}
      onCancel={onClose}
      footer={[
        <Button
          key="clear"
          onClick={() => {
            clearErrorLog();
            onClose();
          }}
        >
          {t('errorLog.clear')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>,
      ]}
    >
      <List
        dataSource={[...entries]}
        renderItem={(entry) => (
          <ListEntry
            key={entry.id}
            title={<Typography.Text type="danger">{entry.message}</Typography.Text>}
            description={`${formatDate(entry.time)} ${formatClockTime(entry.time)} · ${entry.source}`}
          />
        )}
      />
    </Modal>
  );
}
