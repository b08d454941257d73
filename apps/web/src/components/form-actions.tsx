import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** A drawer form's cancel and save buttons; a read-only form shows none. */
export function FormActions({
  readOnly,
  saving,
  onCancel,
}: {
  readOnly: boolean;
  saving: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  if (readOnly) return null;
  return (
    <Flex gap="small" justify="end">
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Flex>
  );
}
