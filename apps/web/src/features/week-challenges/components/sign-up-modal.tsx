import type { TWeekChallengeTemplate } from '@pulseboard/contract/week-challenges';
import { ZWeekChallengeSignUp } from '@pulseboard/contract/week-challenges';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { MemberSelect } from '../../../components/member-select.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useSignUpWeekChallenge } from '../api/sign-up-week-challenge.ts';
import { TemplateSelect } from './template-select.tsx';

type TValues = { memberId?: number; templateId?: number };

/** Staff sign a member up to a template ('Please select the member', 'Please select the template'). */
export function SignUpModal(props: {
  clubId: number;
  open: boolean;
  templates: TWeekChallengeTemplate[];
  onClose: () => void;
}) {
  const { clubId, open, templates, onClose } = props;
  const { t } = useTranslation();
  const signUp = useSignUpWeekChallenge(clubId);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZWeekChallengeSignUp,
    open,
    initialValues: (): TValues => ({ memberId: undefined, templateId: undefined }),
    save: {
      mutation: signUp,
      variables: ({ memberId, templateId }: TValues) =>
        memberId !== undefined && templateId !== undefined ? { memberId, templateId } : undefined,
    },
    savedText: t('weekChallenges.signUpOk'),
    onSaved: onClose,
  });
  return (
    <FormModal
      open={open}
      title={t('weekChallenges.signUp')}
      okText={t('weekChallenges.mineJoinButton')}
      form={form}
      saving={saving}
      onClose={onClose}
    >
      <Form {...formProps}>
        <Form.Item name="memberId" label={t('weekChallenges.field.member')} rules={rules('memberId')}>
          <MemberSelect
            clubId={clubId}
            placeholder={t('weekChallenges.memberSearch')}
            emptyText={t('weekChallenges.noMembers')}
            testId="week-sign-up-member"
          />
        </Form.Item>
        <Form.Item name="templateId" label={t('weekChallenges.field.template')} rules={rules('templateId')}>
          <TemplateSelect templates={templates} testId="week-sign-up-template" />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('weekChallenges.signUpStart')}
      </Typography.Paragraph>
    </FormModal>
  );
}
