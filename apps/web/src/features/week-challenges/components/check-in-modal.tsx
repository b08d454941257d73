import {
  type TWeekChallenge,
  WEEK_CHALLENGE_LIMITS,
  ZWeekChallengeCheckinInput,
} from '@pulseboard/contract/week-challenges';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { dateFormat } from '../../../lib/format.ts';
import { useCheckInMyWeekChallenge } from '../api/check-in-my-week-challenge.ts';

type TValues = { date?: Dayjs | null; note?: string };
const ISO = 'YYYY-MM-DD';

/**
 * The last day a check-in may name: today in the club's calendar (as the API checks it), or the run's
 * last Sunday when that came first.
 */
function lastDay(run: Pick<TWeekChallenge, 'endsOn' | 'today'>): Dayjs {
  const today = dayjs(run.today);
  const end = dayjs(run.endsOn);
  return end.isBefore(today) ? end : today;
}

/**
 * A member checks in a workout done elsewhere: the day (today unless changed; only days of the run up
 * to today can be picked, and the API checks again in the club's calendar) and an optional note.
 */
export function CheckInModal({ run, onClose }: { run?: TWeekChallenge; onClose: () => void }) {
  const { t } = useTranslation();
  const checkIn = useCheckInMyWeekChallenge();
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZWeekChallengeCheckinInput,
    open: run !== undefined,
    initialValues: (): TValues => ({ date: run ? lastDay(run) : null, note: '' }),
    save: {
      mutation: checkIn,
      variables: ({ date, note }: TValues) =>
        run ? { runId: run.id, date: date ? date.format(ISO) : '', note: note?.trim() || null } : undefined,
    },
    savedText: t('weekChallenges.checkInOk'),
    onSaved: onClose,
  });
  const outside = (day: Dayjs) =>
    !run || day.isBefore(dayjs(run.startsOn), 'day') || day.isAfter(lastDay(run), 'day');

  return (
    <FormModal
      open={run !== undefined}
      title={t('weekChallenges.checkInTitle')}
      okText={t('weekChallenges.checkIn')}
      form={form}
      saving={saving}
      onClose={onClose}
    >
      <Form {...formProps} data-testid="check-in-form">
        <Form.Item
          name="date"
          label={t('weekChallenges.field.date')}
          rules={rules('date', { toBody: (v) => (dayjs.isDayjs(v) ? v.format(ISO) : v) })}
        >
          <DatePicker format={dateFormat()} disabledDate={outside} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label={t('weekChallenges.field.note')} rules={rules('note')}>
          <Input.TextArea
            rows={3}
            maxLength={WEEK_CHALLENGE_LIMITS.note}
            showCount
            placeholder={t('weekChallenges.notePlaceholder')}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
