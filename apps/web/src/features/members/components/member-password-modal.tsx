import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useChangeMemberPassword } from '../api/change-member-password.ts';

type TValues = { password: string; confirmPassword: string };

/** Sets a member's new password ('The password can not be less than 6 digits'); their sessions end. */
export function MemberPasswordModal(props: {
  clubId: number;
  member: { userId: number; name: string };
  onClose: () => void;
}) {
  const { clubId, member, onClose } = props;
  const { t } = useTranslation();
  const change = useChangeMemberPassword(clubId);
  const { form, formProps, saving } = useEntityForm({
    open: true,
    initialValues: (): TValues => ({ password: '', confirmPassword: '' }),
    save: { mutation: change, variables: (values: TValues) => ({ memberId: member.userId, ...values }) },
    savedText: t('membersActions.passwordChanged'),
    onSaved: onClose,
  });

  return (
    <FormModal
      open
      title={t('membersActions.passwordTitle', { name: member.name })}
      onClose={onClose}
      form={form}
      saving={saving}
    >
      <Form {...formProps}>
        <NewPasswordFields />
      </Form>
    </FormModal>
  );
}
