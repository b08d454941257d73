import { CLASS_MAX_PARTICIPANTS } from '@pulseboard/contract/classes';
import { Flex, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';
import { useClubStudios } from '../../../api/get-club-studios.ts';
import { trainerName, useClubTrainers } from '../../../api/get-club-trainers.ts';
import { NumberInput } from '../../../components/number-input.tsx';
import { toBodyValue } from '../utils/class-form-values.ts';

export const half = { flex: '1 1 160px', minWidth: 0 };

const active = <T extends { id: number; status: string }>(list: T[] | undefined, keep?: number | null) =>
  (list ?? []).filter((item) => item.status === 'active' || item.id === keep);

/** The API's own rule (validation.classEndAfterStart) on an end-time picker, said before the round trip. */
export const endAfterStart =
  (t: TFunction): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_, end: unknown) => {
      const start = toBodyValue.time(getFieldValue('startTime'));
      const until = toBodyValue.time(end);
      if (typeof start === 'string' && typeof until === 'string' && until <= start)
        throw new Error(t('validation.classEndAfterStart'));
    },
  });

type TRules = (
  field: 'trainerId' | 'studioId' | 'locationId' | 'maxParticipants' | 'meetingLink' | 'description',
) => Rule[];

/**
 * What a class and a template plan besides the time: trainer and studio from the club's own (active)
 * lists, location, capacity, meeting link and description. `keep` keeps an inactive one already chosen.
 */
export function ClassPlanFields({
  clubId,
  rules,
  keep,
}: {
  clubId: number;
  rules: TRules;
  keep?: { trainerId: number | null; studioId: number | null };
}) {
  const { t } = useTranslation();
  const studios = useClubStudios(clubId);
  const trainers = useClubTrainers(clubId);
  const locations = useClubLocations(clubId);
  return (
    <>
      <Flex gap={12} wrap>
        <Form.Item
          name="trainerId"
          label={t('classes.field.trainer')}
          rules={rules('trainerId')}
          style={half}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={trainers.isPending}
            options={active(trainers.data?.list, keep?.trainerId).map((tr) => ({
              value: tr.id,
              label: trainerName(tr),
            }))}
          />
        </Form.Item>
        <Form.Item name="studioId" label={t('classes.field.studio')} rules={rules('studioId')} style={half}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={studios.isPending}
            options={active(studios.data?.list, keep?.studioId).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item name="locationId" label={t('classes.field.location')} rules={rules('locationId')}>
        <Select
          allowClear
          loading={locations.isPending}
          options={(locations.data?.list ?? []).map((l) => ({ value: l.locationId, label: l.branchName }))}
        />
      </Form.Item>
      <Form.Item
        name="maxParticipants"
        label={t('classes.field.maxParticipants')}
        rules={rules('maxParticipants')}
        extra={t('classes.field.maxParticipantsHelp')}
      >
        <NumberInput min={1} max={CLASS_MAX_PARTICIPANTS} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="meetingLink" label={t('classes.field.meetingLink')} rules={rules('meetingLink')}>
        <Input inputMode="url" placeholder="https://" autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('classes.field.description')} rules={rules('description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
    </>
  );
}
