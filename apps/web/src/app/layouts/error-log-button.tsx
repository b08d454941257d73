import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearErrorLog, useErrorLog } from '../../lib/error-log.ts';
import { formatDate } from '../../lib/format.ts';

/** The navbar's bug icon: uncaught UI errors of this visit (production builds only). */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;

  return (
    <>
      <Badge count={entries.length} size="small" data-testid="error-log-count">
        <Button
          type="text"
          danger
          icon={<BugOutlined />}
          aria-label={t('errorLog.open')}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Modal
        open={open}
        title={t('errorLog.title')}
        onCancel={() => setOpen(false)}
        footer={[
          <Button
            key="clear"
            onClick={() => {
              clearErrorLog();
              setOpen(false);
            }}
          >
            {t('errorLog.clear')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>,
        ]}
      >
        <List
          dataSource={[...entries]}
          renderItem={(entry) => (
            <List.Item key={entry.id}>
              <List.Item.Meta
                title={<Typography.Text type="danger">{entry.message}</Typography.Text>}
                description={`${formatDate(entry.time)} ${new Date(entry.time).toLocaleTimeString()} · ${entry.source}`}
              />
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
