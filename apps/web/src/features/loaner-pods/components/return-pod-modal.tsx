import type { TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUnassignPod } from '../api/unassign-pod.ts';

/** A scanned pod that is already lent: says to whom and offers to take it back. */
export function ReturnPodModal(props: { clubId: number; pod?: TLoanerPod; onClose: () => void }) {
  const { clubId, pod, onClose } = props;
  const { t } = useTranslation();
  const unassign = useUnassignPod(clubId);
  const returnPod = () =>
    pod &&
    unassign.mutateAsync(pod.id).then(() => {
      notifySuccess(t('loanerPods.returned', { barcode: pod.barcode }));
      onClose();
    }, onClose);

  return (
    <Modal
      open={pod !== undefined}
      title={t('loanerPods.returnTitle', { barcode: pod?.barcode ?? '' })}
      okText={t('loanerPods.unassign')}
      cancelText={t('common.cancel')}
      confirmLoading={unassign.isPending}
      onOk={returnPod}
      onCancel={onClose}
    >
      {pod?.holder && (
        <Alert type="warning" showIcon title={t('loanerPods.podLent', { name: pod.holder.name })} />
      )}
    </Modal>
  );
}
