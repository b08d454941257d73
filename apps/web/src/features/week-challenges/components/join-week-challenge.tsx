import type { TWeekChallengeTemplate } from '@pulseboard/contract/week-challenges';
import { ZMyWeekChallengeSignUp } from '@pulseboard/contract/week-challenges';
import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useSignUpMyWeekChallenge } from '../api/sign-up-my-week-challenge.ts';
import { TemplateSelect } from './template-select.tsx';

type TValues = { templateId?: number };

/**
 * The member picks a template of their club and signs up; templates they are doing are left out
 * (`allJoined`: the club has templates, the member is doing every one).
 */
export function JoinWeekChallenge(props: { templates: TWeekChallengeTemplate[]; allJoined: boolean }) {
  const { templates, allJoined } = props;
  const { t } = useTranslation();
  const signUp = useSignUpMyWeekChallenge();
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZMyWeekChallengeSignUp,
    initialValues: (): TValues => ({ templateId: undefined }),
    save: {
      mutation: signUp,
      variables: ({ templateId }: TValues) => (templateId === undefined ? undefined : { templateId }),
    },
    savedText: t('weekChallenges.signUpOk'),
    onSaved: () => form.resetFields(),
  });
  return (
    <Card title={t('weekChallenges.mineJoin')} data-testid="join-week-challenge">
      <Typography.Paragraph type="secondary">{t('weekChallenges.mineJoinHint')}</Typography.Paragraph>
      {templates.length === 0 ? (
        <Typography.Text type="secondary">
          {t(allJoined ? 'weekChallenges.mineAllJoined' : 'weekChallenges.mineNoTemplates')}
        </Typography.Text>
      ) : (
        <Form {...formProps}>
          <Form.Item name="templateId" label={t('weekChallenges.field.template')} rules={rules('templateId')}>
            <TemplateSelect templates={templates} testId="join-template" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('weekChallenges.mineJoinButton')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
