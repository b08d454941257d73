import { type TPointsAwardBody, ZPointsAwardBody } from '@pulseboard/contract/members-actions';
import { Alert, Form, Input, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useAwardMemberPoints } from '../api/award-member-points.ts';
import { useMemberPoints } from '../api/get-member-points.ts';
import { MemberPointsHistory } from './member-points-history.tsx';

type TValues = { amount?: number; rationale: string };

/** The member's earned, spent and spendable points, and a staff award (or deduction) with its rationale. */
export function MemberPointsModal(props: {
  clubId: number;
  member: { userId: number; name: string };
  onClose: () => void;
}) {
  const { clubId, member, onClose } = props;
  const { t } = useTranslation();
  const points = useMemberPoints(clubId, member.userId);
  const award = useAwardMemberPoints(clubId);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZPointsAwardBody,
    open: true,
    initialValues: (): TValues => ({ amount: undefined, rationale: '' }),
    save: {
      mutation: award,
      variables: ({ amount, rationale }: TValues): (TPointsAwardBody & { memberId: number }) | undefined =>
        amount === undefined ? undefined : { memberId: member.userId, amount, rationale },
    },
    savedText: t('membersActions.pointsRecorded'),
    onSaved: onClose,
  });

  return (
    <FormModal
      open
      title={t('membersActions.pointsTitle', { name: member.name })}
      okText={t('membersActions.award')}
      onClose={onClose}
      form={form}
      saving={saving}
    >
      {points.isLoading && <Skeleton active paragraph={{ rows: 1 }} />}
      {points.isError && <Alert type="error" title={t('membersActions.loadFailed')} />}
      {points.data && (
        <div
          style={{ display: 'flex', flexWrap: 'wrap', gap: 24, marginBottom: 16 }}
          data-testid="member-points"
        >
          <Statistic title={t('membersActions.earned')} value={formatNumber(points.data.earned)} />
          <Statistic title={t('membersActions.spent')} value={formatNumber(points.data.spent)} />
          <Statistic title={t('membersActions.spendable')} value={formatNumber(points.data.spendable)} />
        </div>
      )}
      <Form {...formProps}>
        <Form.Item name="amount" label={t('membersActions.amount')} rules={rules('amount')}>
          <NumberInput precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="rationale" label={t('membersActions.rationaleLabel')} rules={rules('rationale')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      <MemberPointsHistory clubId={clubId} memberId={member.userId} />
    </FormModal>
  );
}
