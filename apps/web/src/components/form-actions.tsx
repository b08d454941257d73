import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A form's cancel and save buttons, below its fields and stuck to the bottom of the view while the form
 * scrolls, so Save is always in reach; a read-only form shows none.
 */
export function FormActions({
  readOnly,
  saving,
  onCancel,
  testId,
}: {
  readOnly: boolean;
  saving: boolean;
  /** Omitted: no Cancel (a form that is a page of its own). */
  onCancel?: () => void;
  /** data-testid of the Save button. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (readOnly) return null;
  return (
    <Flex
      gap="small"
      justify="end"
      data-testid="form-actions"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        paddingBlock: 12,
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      <Button type="primary" htmlType="submit" loading={saving} data-testid={testId}>
        {t('common.save')}
      </Button>
    </Flex>
  );
}
