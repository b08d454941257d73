import { BARCODE_PATTERN, BLUETOOTH_NAME_MAX, type TLoanerPod } from '@pulseboard/contract/loaner-pods';
import { Drawer, Form, Input, Select } from 'antd';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';
import { DrawerSaveActions } from '../../../components/drawer-save-actions.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCreateLoanerPod } from '../api/create-loaner-pod.ts';
import { useUpdateLoanerPod } from '../api/update-loaner-pod.ts';

type TValues = { barcode: string; bluetoothName?: string; locationId?: number | null };

/** One drawer for creating and editing a pod ('Please enter the correct barcode.'). */
export function PodFormDrawer(props: {
  clubId: number;
  pod?: TLoanerPod;
  open: boolean;
  onClose: () => void;
}) {
  const { clubId, pod, open, onClose } = props;
  const { t } = useTranslation();
  // Antd derives the inputs' ids from the form name; the shell keeps hidden copies of pages alive,
  // so a fixed name would point each label at a hidden copy's input.
  const formId = useId();
  const isMobile = useIsMobile();
  const [form] = Form.useForm<TValues>();
  const locations = useClubLocations(clubId);
  const create = useCreateLoanerPod(clubId);
  const update = useUpdateLoanerPod(clubId);
  const saving = create.isPending || update.isPending;
  useRevalidateOnLanguage(form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      barcode: pod?.barcode ?? '',
      bluetoothName: pod?.bluetoothName ?? '',
      locationId: pod?.locationId ?? null,
    });
  }, [open, pod, form]);

  const onFinish = (values: TValues) => {
    const body = {
      barcode: values.barcode.trim(),
      bluetoothName: values.bluetoothName?.trim() || null,
      locationId: values.locationId ?? null,
    };
    const options = {
      onSuccess: () => {
        notifySuccess(t('common.saved'));
        onClose();
      },
      onError: (error: unknown) => applyFieldErrors(form, error),
    };
    if (pod) update.mutate({ podId: pod.id, ...body }, options);
    else create.mutate(body, options);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(pod ? 'loanerPods.edit' : 'loanerPods.create')}
      size={isMobile ? '100%' : 420}
      forceRender
      extra={<DrawerSaveActions form={form} saving={saving} onCancel={onClose} testId="pod-save" />}
    >
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={saving} name={formId}>
        <Form.Item
          name="barcode"
          label={t('loanerPods.barcode')}
          rules={[{ required: true, pattern: BARCODE_PATTERN, message: t('validation.barcode') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="bluetoothName"
          label={t('loanerPods.bluetoothName')}
          rules={[{ max: BLUETOOTH_NAME_MAX, message: t('validation.bluetoothName') }]}
        >
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
      </Form>
    </Drawer>
  );
}
