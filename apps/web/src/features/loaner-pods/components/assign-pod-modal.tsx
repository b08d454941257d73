import { type TLoanerPod, ZPodAssignBody } from '@pulseboard/contract/loaner-pods';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { MemberSelect } from '../../../components/member-select.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useAssignPod } from '../api/assign-pod.ts';
import { ReturnPodModal } from './return-pod-modal.tsx';

/** Lends a pod to one member; a pod already lent opens the return dialog instead (the API refuses a second holder). */
export function AssignPodModal(props: { clubId: number; pod?: TLoanerPod; onClose: () => void }) {
  const { clubId, onClose } = props;
  const lent = props.pod?.holder ? props.pod : undefined;
  const pod = lent ? undefined : props.pod;
  const { t } = useTranslation();
  const assign = useAssignPod(clubId);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZPodAssignBody,
    open: pod !== undefined,
    initialValues: (): { userId?: number } => ({ userId: undefined }),
    save: {
      mutation: assign,
      variables: ({ userId }: { userId?: number }) =>
        pod && userId !== undefined ? { podId: pod.id, userId } : undefined,
    },
    savedText: (saved) =>
      t('loanerPods.assigned', { barcode: saved.barcode, name: saved.holder?.name ?? '' }),
    onSaved: onClose,
  });

  return (
    <>
      <ReturnPodModal clubId={clubId} pod={lent} onClose={onClose} />
      <FormModal
        open={pod !== undefined}
        title={t('loanerPods.assignTitle', { barcode: pod?.barcode ?? '' })}
        okText={t('loanerPods.assign')}
        onClose={onClose}
        form={form}
        saving={saving}
      >
        {pod && (
          <Typography.Paragraph type="secondary">
            {[pod.bluetoothName, pod.locationName].filter(Boolean).join(' · ')}
          </Typography.Paragraph>
        )}
        <Form {...formProps}>
          <Form.Item name="userId" label={t('loanerPods.member')} rules={rules('userId')}>
            <MemberSelect
              clubId={clubId}
              placeholder={t('loanerPods.memberSearch')}
              emptyText={t('loanerPods.noMembers')}
              testId="pod-member-select"
            />
          </Form.Item>
        </Form>
      </FormModal>
    </>
  );
}
