import { WEEK_CHALLENGE_LIMITS, ZWeekChallengeWithdraw } from '@pulseboard/contract/week-challenges';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { type TFormMutation, useEntityForm } from '../../../hooks/use-entity-form.ts';
import type { TWithdrawVariables } from '../api/withdraw-week-challenge.ts';

type TValues = { reason?: string };

/**
 * The confirmation of a withdrawal, with its reason (required): staff's and the member's alike, each
 * with its own mutation. `runId` undefined keeps it closed.
 */
export function WithdrawModal(props: {
  runId?: number;
  title: string;
  mutation: TFormMutation<TWithdrawVariables, unknown>;
  onClose: () => void;
}) {
  const { runId, title, mutation, onClose } = props;
  const { t } = useTranslation();
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZWeekChallengeWithdraw,
    open: runId !== undefined,
    initialValues: (): TValues => ({ reason: '' }),
    save: {
      mutation,
      variables: ({ reason }: TValues) => (runId === undefined ? undefined : { runId, reason: reason ?? '' }),
    },
    savedText: t('weekChallenges.withdrawOk'),
    onSaved: onClose,
  });
  return (
    <FormModal
      open={runId !== undefined}
      title={title}
      okText={t('weekChallenges.withdraw')}
      form={form}
      saving={saving}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('weekChallenges.withdrawHint')}</Typography.Paragraph>
      <Form {...formProps}>
        <Form.Item name="reason" label={t('weekChallenges.field.reason')} rules={rules('reason')}>
          <Input.TextArea rows={3} maxLength={WEEK_CHALLENGE_LIMITS.reason} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
