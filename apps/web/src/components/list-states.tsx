import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/notify.ts';

/** The error state of a list or page: what went wrong and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={errorMessage(error)}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    />
  );
}

/** The empty state of a table, with the list's own wording. */
export function EmptyList({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
