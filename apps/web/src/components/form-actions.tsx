import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** A drawer form's cancel and save buttons, below its fields; a read-only form shows none. */
export function FormActions({
  readOnly,
  saving,
  onCancel,
  testId,
}: {
  readOnly: boolean;
  saving: boolean;
  onCancel: () => void;
  /** data-testid of the Save button. */
  testId?: string;
}) {
  const { t } = useTranslation();
  if (readOnly) return null;
  return (
    <Flex gap="small" justify="end">
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={saving} data-testid={testId}>
        {t('common.save')}
      </Button>
    </Flex>
  );
}
