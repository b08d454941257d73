import { ZMemberAssignPodBody } from '@pulseboard/contract/members-actions';
import { Form, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useAssignMemberPod } from '../api/assign-member-pod.ts';
import { useShelfPods } from '../api/get-shelf-pods.ts';

const DEBOUNCE_MS = 300;

/** A searchable Select of the club's pods on the shelf; a scanner typing a barcode into it finds the pod. */
function ShelfPodSelect(props: {
  clubId: number;
  value?: number;
  onChange?: (v?: number) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const pods = useShelfPods(props.clubId, keyword);
  const options = (pods.data?.list ?? []).map((pod) => ({
    value: pod.id,
    label: [pod.barcode, pod.bluetoothName, pod.locationName].filter(Boolean).join(' · '),
  }));
  return (
    <Select
      id={props.id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={props.value}
      onChange={props.onChange}
      options={options}
      placeholder={t('membersActions.podSearch')}
      notFoundContent={pods.isFetching ? <Spin size="small" /> : t('membersActions.noPods')}
      style={{ width: '100%' }}
    />
  );
}

/** Lends a pod to the member through the loaner pods' rules (a pod lent elsewhere is refused by the API). */
export function MemberPodModal(props: {
  clubId: number;
  member: { userId: number; name: string };
  onClose: () => void;
}) {
  const { clubId, member, onClose } = props;
  const { t } = useTranslation();
  const assign = useAssignMemberPod(clubId);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZMemberAssignPodBody,
    open: true,
    initialValues: (): { podId?: number } => ({ podId: undefined }),
    save: {
      mutation: assign,
      variables: ({ podId }: { podId?: number }) =>
        podId === undefined ? undefined : { memberId: member.userId, podId },
    },
    savedText: (saved) => t('membersActions.podAssigned', { barcode: saved.podBarcode ?? '' }),
    onSaved: onClose,
  });

  return (
    <FormModal
      open
      title={t('membersActions.assignPodTitle', { name: member.name })}
      okText={t('membersActions.assignPod')}
      onClose={onClose}
      form={form}
      saving={saving}
    >
      <Form {...formProps}>
        <Form.Item name="podId" label={t('membersActions.podLabel')} rules={rules('podId')}>
          <ShelfPodSelect clubId={clubId} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
