import { BLUETOOTH_NAME_MAX, type TLoanerPod, ZLoanerPodInput } from '@pulseboard/contract/loaner-pods';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useCreateLoanerPod } from '../api/create-loaner-pod.ts';
import { useUpdateLoanerPod } from '../api/update-loaner-pod.ts';

type TValues = { barcode: string; bluetoothName?: string; locationId?: number | null };

const toBody = (values: TValues) => ({
  barcode: values.barcode.trim(),
  bluetoothName: values.bluetoothName?.trim() || null,
  locationId: values.locationId ?? null,
});

/** One form for creating and editing a pod ('Please enter the correct barcode.'). */
export function PodForm({ clubId, pod, onClose }: { clubId: number; pod?: TLoanerPod; onClose: () => void }) {
  const { t } = useTranslation();
  const locations = useClubLocations(clubId);
  const create = useCreateLoanerPod(clubId);
  const update = useUpdateLoanerPod(clubId);
  const { formProps, saving, rules } = useEntityForm({
    schema: ZLoanerPodInput,
    initialValues: (): TValues => ({
      barcode: pod?.barcode ?? '',
      bluetoothName: pod?.bluetoothName ?? '',
      locationId: pod?.locationId ?? null,
    }),
    save: { mutation: create, variables: toBody },
    update: pod && {
      mutation: update,
      variables: (values: TValues) => ({ podId: pod.id, ...toBody(values) }),
    },
    savedText: t('loanerPods.saved'),
    onSaved: onClose,
  });

  return (
    <Form {...formProps}>
      <Form.Item name="barcode" label={t('loanerPods.barcode')} rules={rules('barcode')}>
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="bluetoothName" label={t('loanerPods.bluetoothName')} rules={rules('bluetoothName')}>
        <Input maxLength={BLUETOOTH_NAME_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item name="locationId" label={t('loanerPods.location')}>
        <Select
          allowClear
          loading={locations.isPending}
          placeholder={t('loanerPods.noLocation')}
          options={(locations.data?.list ?? []).map((l) => ({ value: l.locationId, label: l.branchName }))}
        />
      </Form.Item>
      <FormActions readOnly={false} saving={saving} onCancel={onClose} testId="pod-save" />
    </Form>
  );
}
