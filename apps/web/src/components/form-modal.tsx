import { type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog whose OK button submits its form (a `useEntityForm` form opened with `open`). It stays
 * mounted while closed, so the form instance always has its Form.
 */
export function FormModal<T>({
  open,
  title,
  form,
  saving,
  onClose,
  okText,
  okDisabled = false,
  children,
}: {
  open: boolean;
  title: ReactNode;
  form: FormInstance<T>;
  saving: boolean;
  onClose: () => void;
  /** Default: Save. */
  okText?: string;
  okDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: okDisabled }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {children}
    </Modal>
  );
}
