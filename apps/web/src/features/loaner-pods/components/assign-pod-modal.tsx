import { type TLoanerPod, ZPodAssignBody } from '@pulseboard/contract/loaner-pods';
import { Alert, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useAssignPod } from '../api/assign-pod.ts';
import { MemberSelect } from './member-select.tsx';

/** Lends a pod to one member; a pod already lent says to whom (the API refuses a second holder). */
export function AssignPodModal(props: { clubId: number; pod?: TLoanerPod; onClose: () => void }) {
  const { clubId, pod, onClose } = props;
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
    <FormModal
      open={pod !== undefined}
      title={t('loanerPods.assignTitle', { barcode: pod?.barcode ?? '' })}
      okText={t('loanerPods.assign')}
      okDisabled={Boolean(pod?.holder)}
      onClose={onClose}
      form={form}
      saving={saving}
    >
      {pod && (
        <Typography.Paragraph type="secondary">
          {[pod.bluetoothName, pod.locationName].filter(Boolean).join(' · ')}
        </Typography.Paragraph>
      )}
      {pod?.holder && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('loanerPods.podLent', { name: pod.holder.name })}
        />
      )}
      <Form {...formProps}>
        <Form.Item name="userId" label={t('loanerPods.member')} rules={rules('userId')}>
          <MemberSelect clubId={clubId} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
