import {
  CHALLENGE_CRITERIA,
  CHALLENGE_CRITERION_LABELS,
  CHALLENGE_CRITERION_RULES,
  CHALLENGE_TEAM_SCORING_LABELS,
  CHALLENGE_ZONES,
  type TChallengeDetail,
  type TChallengeListItem,
  TEAM_SCORINGS,
  ZChallengeInput,
} from '@pulseboard/contract/challenges';
import { Alert, Checkbox, DatePicker, Form, type GetProps, Input, Radio, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useWording } from '../../../hooks/use-wording.tsx';
import { dateFormat } from '../../../lib/format.ts';
import { useCreateChallenge } from '../api/create-challenge.ts';
import { useUpdateChallenge } from '../api/update-challenge.ts';
import { zoneName } from '../utils/challenge-text.ts';
import {
  endInstant,
  startInstant,
  type TChallengeFormValues,
  toChallengeBody,
  toFormValues,
} from './challenge-form-values.ts';

/**
 * The zones' checkboxes. Form.Item marks a required field's control aria-required, which a group of
 * checkboxes (role group) may not carry (axe: aria-allowed-attr); the field's label shows it instead.
 */
function ZonesGroup({
  'aria-required': _required,
  ...props
}: GetProps<typeof Checkbox.Group> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group {...props} />;
}

/**
 * One form for creating and editing a challenge, checked by the contract's schema (SPEC.md section 5).
 * Start and end are picked on the club's clock, whatever the viewer's own zone, and the form says which.
 */
export function ChallengeForm({
  clubId,
  timeZone,
  challenge,
  onClose,
  onSaved,
}: {
  clubId: number;
  timeZone: string;
  challenge?: TChallengeListItem;
  onClose: () => void;
  /** After a save, with the challenge as saved (a new one opens for its teams and participants). */
  onSaved: (saved: TChallengeDetail) => void;
}) {
  const { t } = useTranslation();
  const wording = useWording();
  const locations = useClubLocations(clubId);
  const create = useCreateChallenge(clubId);
  const update = useUpdateChallenge(clubId);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZChallengeInput,
    initialValues: () => toFormValues(challenge, timeZone),
    save: {
      mutation: create,
      variables: (values: TChallengeFormValues) => toChallengeBody(values, timeZone),
    },
    update: challenge && {
      mutation: update,
      variables: (values: TChallengeFormValues) => ({
        challengeId: challenge.id,
        ...toChallengeBody(values, timeZone),
      }),
    },
    savedText: t('challenges.saved'),
    onSaved,
  });
  const type = Form.useWatch('type', form);
  const scope = Form.useWatch('scope', form);
  const criterion = Form.useWatch('criterion', form);
  const asStart = (d: unknown) => (d && typeof d === 'object' ? startInstant(d as Dayjs, timeZone) : d);
  const asEnd = (d: unknown) => (d && typeof d === 'object' ? endInstant(d as Dayjs, timeZone) : d);

  return (
    <Form {...formProps} data-testid="challenge-form">
      <Form.Item name="name" label={t('challenges.field.name')} rules={rules('name')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item name="type" label={t('challenges.field.type')} rules={rules('type')}>
        <Radio.Group
          options={[
            { value: 'individual', label: t('challenges.typeName.individual') },
            { value: 'team', label: t('challenges.typeName.team') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="criterion"
        label={t('challenges.field.criterion')}
        rules={rules('criterion')}
        extra={criterion ? t(CHALLENGE_CRITERION_RULES[criterion]) : undefined}
      >
        <Select
          options={CHALLENGE_CRITERIA.map((c) => ({ value: c, label: t(CHALLENGE_CRITERION_LABELS[c]) }))}
        />
      </Form.Item>
      {type === 'team' && (
        <Form.Item name="teamScoring" label={t('challenges.field.teamScoring')} rules={rules('teamScoring')}>
          <Radio.Group
            options={TEAM_SCORINGS.map((s) => ({ value: s, label: t(CHALLENGE_TEAM_SCORING_LABELS[s]) }))}
          />
        </Form.Item>
      )}
      <Form.Item name="zones" label={t('challenges.field.zones')} rules={rules('zones')} validateFirst>
        <ZonesGroup options={CHALLENGE_ZONES.map((z) => ({ value: z, label: zoneName(t, z, wording) }))} />
      </Form.Item>
      <Form.Item name="scope" label={t('challenges.field.scope')} rules={rules('scope')}>
        <Radio.Group
          options={[
            { value: 'club', label: t('challenges.scopeName.club') },
            { value: 'locations', label: t('challenges.scopeName.locations') },
          ]}
        />
      </Form.Item>
      {scope === 'locations' && (
        // Needed only for this scope: a rule of two fields, so written here (the contract's message).
        <Form.Item
          name="locationIds"
          label={t('challenges.field.locations')}
          rules={[{ required: true, type: 'array', min: 1, message: t('challenges.locations') }]}
        >
          <Select
            mode="multiple"
            loading={locations.isPending}
            options={(locations.data?.list ?? []).map((l) => ({ value: l.locationId, label: l.branchName }))}
          />
        </Form.Item>
      )}
      <Alert
        type="info"
        showIcon
        title={t('challenges.field.timeZone', { zone: timeZone })}
        style={{ marginBottom: 16 }}
      />
      <Form.Item
        name="startTime"
        label={t('challenges.field.startTime')}
        rules={rules('startTime', { toBody: asStart })}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format={`${dateFormat()} HH:mm`}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="endTime"
        label={t('challenges.field.endTime')}
        dependencies={['startTime']}
        extra={t('challenges.field.endTimeHelp')}
        rules={[
          ...rules('endTime', { toBody: asEnd }),
          // The one rule of two fields: the end after the start ('The end time must be greater than the start time.').
          ({ getFieldValue }) => ({
            validator: async (_, end: Dayjs | null | undefined) => {
              const start = getFieldValue('startTime') as Dayjs | null | undefined;
              if (
                start &&
                end &&
                Date.parse(endInstant(end, timeZone)) <= Date.parse(startInstant(start, timeZone))
              )
                throw new Error(t('challenges.endAfterStart'));
            },
          }),
        ]}
      >
        <DatePicker format={dateFormat()} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="allowMobile"
        label={t('challenges.field.allowMobile')}
        valuePropName="checked"
        extra={t('challenges.field.allowMobileHelp')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="pointsTarget"
        label={t('challenges.field.pointsTarget')}
        rules={rules('pointsTarget')}
        extra={t('challenges.field.pointsTargetHelp')}
      >
        <NumberInput min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <FormActions readOnly={false} saving={saving} onCancel={onClose} testId="challenge-save" />
    </Form>
  );
}
