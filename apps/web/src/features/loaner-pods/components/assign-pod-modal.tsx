import type { TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { Alert, Form, Modal, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAssignPod } from '../api/assign-pod.ts';
import { MemberSelect } from './member-select.tsx';

/** Lends a pod to one member; a pod already lent says to whom (the API refuses a second holder). */
export function AssignPodModal(props: { clubId: number; pod?: TLoanerPod; onClose: () => void }) {
  const { clubId, pod, onClose } = props;
  const { t } = useTranslation();
  // Antd derives the inputs' ids from the form name; the shell keeps hidden copies of pages alive,
  // so a fixed name would point each label at a hidden copy's input.
  const formId = useId();
  const [form] = Form.useForm<{ userId?: number }>();
  const assign = useAssignPod(clubId);
  useRevalidateOnLanguage(form);

  useEffect(() => {
    if (pod) form.resetFields();
  }, [pod, form]);

  const onFinish = ({ userId }: { userId?: number }) => {
    if (!pod || userId === undefined) return;
    assign.mutate(
      { podId: pod.id, userId },
      {
        onSuccess: (saved) => {
          notifySuccess(t('loanerPods.assigned', { barcode: saved.barcode, name: saved.holder?.name ?? '' }));
          onClose();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  };

  return (
    <Modal
      open={pod !== undefined}
      title={t('loanerPods.assignTitle', { barcode: pod?.barcode ?? '' })}
      okText={t('loanerPods.assign')}
      cancelText={t('common.cancel')}
      confirmLoading={assign.isPending}
      okButtonProps={{ disabled: Boolean(pod?.holder) }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
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
      <Form form={form} layout="vertical" onFinish={onFinish} name={formId} disabled={assign.isPending}>
        <Form.Item
          name="userId"
          label={t('loanerPods.member')}
          rules={[{ required: true, message: t('validation.podMember') }]}
        >
          <MemberSelect clubId={clubId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
