import {
  MEMBER_ROLES,
  type TMemberInput,
  type TMemberListItem,
  ZMemberInput,
} from '@pulseboard/contract/members';
import { estimatedMaxHr } from '@pulseboard/core/heart-rate';
import { shownWeightToKg, type TUnitSystem, unitLabel, weightFromKg } from '@pulseboard/core/units';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { dateFormat } from '../../../lib/format.ts';
import { useCreateMember } from '../api/create-member.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { useViewerUnit } from '../api/use-viewer-unit.ts';

// What the form holds: a date picker's day, and no gender or location until one is picked.
type TValues = Omit<TMemberInput, 'birthDate' | 'gender' | 'locationId'> & {
  birthDate?: Dayjs | null;
  gender?: TMemberInput['gender'];
  locationId?: number;
};

const ISO = 'YYYY-MM-DD';

function toValues(member: TMemberListItem | undefined, unit: TUnitSystem): TValues {
  return {
    email: member?.email ?? '',
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    nickName: member?.nickName ?? '',
    gender: member?.gender ?? undefined,
    birthDate: member?.birthDate ? dayjs(member.birthDate) : null,
    weight: member?.weight != null ? weightFromKg(member.weight, unit) : null,
    maxHr: member?.maxHr ?? null,
    deviceId: member?.deviceId ?? '',
    locationId: member?.locationId ?? undefined,
    role: member?.memberRole ?? 'member',
  };
}

// The viewer types the weight in their own unit; the API stores kg (core units.ts), and an unchanged
// weight keeps its stored kg. The form's rules ask for gender and location first; a missing one still
// reaches the API, which names it.
const toBody = (
  { birthDate, weight, ...values }: TValues,
  unit: TUnitSystem,
  storedKg: number | null | undefined,
): TMemberInput => ({
  ...(values as Omit<TMemberInput, 'birthDate' | 'weight'>),
  birthDate: birthDate ? birthDate.format(ISO) : '',
  weight: typeof weight === 'number' ? shownWeightToKg(weight, unit, storedKg) : null,
  maxHr: typeof values.maxHr === 'number' ? values.maxHr : null,
});

/** One form for adding and editing a member, checked by the contract's schema (SPEC.md section 5). */
export function MemberForm({
  clubId,
  member,
  onClose,
}: {
  clubId: number;
  member?: TMemberListItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const unit = useViewerUnit();
  const locations = useClubLocations(clubId);
  const create = useCreateMember(clubId);
  const update = useUpdateMember(clubId);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZMemberInput,
    initialValues: () => toValues(member, unit),
    save: { mutation: create, variables: (values: TValues) => toBody(values, unit, null) },
    update: member && {
      mutation: update,
      variables: (values: TValues) => ({
        memberId: member.userId,
        ...toBody(values, unit, member.weight),
      }),
    },
    savedText: t('members.saved'),
    onSaved: onClose,
  });
  const birthDate = Form.useWatch('birthDate', form) as Dayjs | null | undefined;
  const byAge = birthDate?.isValid() ? estimatedMaxHr(birthDate.format(ISO), new Date()) : null;

  return (
    <Form {...formProps} data-testid="member-form">
      <Form.Item name="email" label={t('members.field.email')} rules={rules('email')}>
        <Input maxLength={254} autoComplete="off" />
      </Form.Item>
      <Form.Item name="firstName" label={t('members.field.firstName')} rules={rules('firstName')}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="lastName" label={t('members.field.lastName')} rules={rules('lastName')}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="nickName" label={t('members.field.nickName')} rules={rules('nickName')}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="gender" label={t('members.field.gender')} rules={rules('gender')}>
        <Select
          options={[
            { value: 'male', label: t('members.field.male') },
            { value: 'female', label: t('members.field.female') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="birthDate"
        label={t('members.field.birthDate')}
        rules={rules('birthDate', { toBody: (d) => (dayjs.isDayjs(d) ? d.format(ISO) : d) })}
      >
        <DatePicker
          format={dateFormat()}
          style={{ width: '100%' }}
          disabledDate={(d) => d.isAfter(dayjs())}
        />
      </Form.Item>
      <Form.Item
        name="weight"
        label={t('members.field.weight', { unit: unitLabel('weight', unit) })}
        rules={rules('weight', {
          toBody: (shown) => shownWeightToKg(shown as number, unit, member?.weight),
        })}
      >
        <NumberInput step={0.1} precision={1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="maxHr"
        label={t('members.field.maxHr')}
        rules={rules('maxHr')}
        extra={
          byAge === null ? t('members.field.maxHrHelpNoAge') : t('members.field.maxHrHelp', { value: byAge })
        }
      >
        <NumberInput
          precision={0}
          style={{ width: '100%' }}
          placeholder={byAge === null ? '' : String(byAge)}
        />
      </Form.Item>
      <Form.Item
        name="deviceId"
        label={t('members.field.deviceId')}
        rules={rules('deviceId')}
        extra={t('members.field.deviceIdHelp')}
      >
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item name="locationId" label={t('members.field.location')} rules={rules('locationId')}>
        <Select
          loading={locations.isPending}
          options={(locations.data?.list ?? []).map((l) => ({ value: l.locationId, label: l.branchName }))}
        />
      </Form.Item>
      <Form.Item name="role" label={t('members.field.role')} rules={rules('role')}>
        <Select options={MEMBER_ROLES.map((r) => ({ value: r, label: t(`members.role.${r}`) }))} />
      </Form.Item>
      <FormActions readOnly={false} saving={saving} onCancel={onClose} testId="member-save" />
    </Form>
  );
}
