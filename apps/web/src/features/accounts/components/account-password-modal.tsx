import type { TAccount } from '@pulseboard/contract/accounts';
import { PASSWORD_MIN } from '@pulseboard/contract/limits';
import { Form, Input, Modal } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useChangeAccountPassword } from '../api/change-account-password.ts';

type TValues = { password: string; confirmPassword: string };

/** Sets a new password for a staff account; the two entries must match ('The two passwords are different'). */
export function AccountPasswordModal(props: { clubId: number; account?: TAccount; onClose: () => void }) {
  const { clubId, account, onClose } = props;
  const { t } = useTranslation();
  // Antd derives the inputs' ids from the form name; the shell keeps hidden copies of pages alive,
  // so a fixed name would point each label at a hidden copy's input.
  const formId = useId();
  const [form] = Form.useForm<TValues>();
  const change = useChangeAccountPassword(clubId);
  useRevalidateOnLanguage(form);

  useEffect(() => {
    if (account) form.resetFields();
  }, [account, form]);

  const onFinish = (values: TValues) => {
    if (!account) return;
    change.mutate(
      { accountId: account.accountId, ...values },
      {
        onSuccess: () => {
          notifySuccess(t('auth.passwordChanged'));
          onClose();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  };

  return (
    <Modal
      open={account !== undefined}
      title={t('accounts.passwordTitle', { name: account?.name ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onFinish} name={formId} disabled={change.isPending}>
        <Form.Item
          name="password"
          label={t('accounts.password')}
          rules={[{ required: true, min: PASSWORD_MIN, message: t('validation.password') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('accounts.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('validation.passwordsDiffer') },
            ({ getFieldValue }) => ({
              validator: async (_, value?: string) => {
                if (value && value !== getFieldValue('password'))
                  throw new Error(t('validation.passwordsDiffer'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
