import { Button, type FormInstance, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Cancel and Save in a drawer's header, submitting the drawer's form. */
export function DrawerSaveActions<T>({
  form,
  saving,
  onCancel,
  testId,
}: {
  form: FormInstance<T>;
  saving: boolean;
  onCancel: () => void;
  /** data-testid of the Save button. */
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid={testId}>
        {t('common.save')}
      </Button>
    </Space>
  );
}
