import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { memberOptionName } from '../../../lib/member-option-names.ts';
import { useAssignJourneyLevel } from '../api/assign-journey-level.ts';
import { useAssignXgtPhase } from '../api/assign-xgt-phase.ts';
import { useMemberOptions } from '../api/get-member-options.ts';

const NONE = '';

/** Picks the member's journey level or XGT phase from the club's list (None clears it). */
export function MemberOptionModal(props: {
  clubId: number;
  member: { userId: number; name: string; journeyLevel?: string | null; xgtPhase?: string | null };
  field: 'journeyLevel' | 'xgtPhase';
  onClose: () => void;
}) {
  const { clubId, member, field, onClose } = props;
  const { t } = useTranslation();
  const options = useMemberOptions(clubId);
  const level = useAssignJourneyLevel(clubId);
  const phase = useAssignXgtPhase(clubId);
  const { form, formProps, saving } = useEntityForm({
    open: true,
    initialValues: (): { value: string } => ({ value: member[field] ?? NONE }),
    save: {
      mutation: field === 'journeyLevel' ? level : phase,
      variables: ({ value }: { value: string }) => ({ memberId: member.userId, value: value || null }),
    },
    savedText: t(
      field === 'journeyLevel' ? 'membersActions.journeyLevelSaved' : 'membersActions.xgtPhaseSaved',
    ),
    onSaved: onClose,
  });
  const list = options.data
    ? field === 'journeyLevel'
      ? options.data.journeyLevels
      : options.data.xgtPhases
    : [];
  const current = member[field];
  // A value the owner removed from the list stays shown until another is picked.
  const values = current && !list.includes(current) ? [current, ...list] : list;
  const label = t(
    field === 'journeyLevel' ? 'membersActions.journeyLevelAction' : 'membersActions.xgtPhaseAction',
  );

  return (
    <FormModal
      open
      title={t(
        field === 'journeyLevel' ? 'membersActions.journeyLevelTitle' : 'membersActions.xgtPhaseTitle',
        {
          name: member.name,
        },
      )}
      onClose={onClose}
      form={form}
      saving={saving}
      okDisabled={!options.data}
    >
      {options.isError && <Alert type="error" title={t('membersActions.loadFailed')} />}
      <Form {...formProps}>
        <Form.Item name="value" label={label}>
          <Select
            loading={options.isLoading}
            options={[
              { value: NONE, label: t('membersActions.none') },
              ...values.map((v) => ({ value: v, label: memberOptionName(t, v) })),
            ]}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
