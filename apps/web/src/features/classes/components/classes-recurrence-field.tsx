import { addDays } from '@pulseboard/core/date-range';
import { Button, Checkbox, DatePicker, Flex, Input, Radio, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/number-input.tsx';
import { dateFormat } from '../../../lib/format.ts';
import {
  buildRrule,
  parseRrule,
  REPEATS,
  type TRecurrence,
  type TWeekday,
  WEEKDAYS,
  weekdayOf,
} from '../utils/class-rrule.ts';

/**
 * The recurrence of a class as a friendly editor (does not repeat, daily, weekly on chosen days,
 * monthly; ending after N classes or on a date) whose value is the RFC 5545 RRULE text, shown below
 * it. A rule the editor cannot show, or one a power user wants to write, is edited as text.
 */
export function ClassesRecurrenceField({
  id,
  value,
  onChange,
  firstDate,
}: {
  id?: string;
  value?: string | null;
  onChange?: (rule: string | null) => void;
  /** The class's first local date (YYYY-MM-DD): its weekday is the default, its month the default end. */
  firstDate?: string;
}) {
  const { t } = useTranslation();
  const model = parseRrule(value);
  const [asText, setAsText] = useState(model === null);
  const set = (patch: Partial<TRecurrence>) =>
    onChange?.(buildRrule({ ...(model as TRecurrence), ...patch }));
  const start = firstDate ?? dayjs().format('YYYY-MM-DD');

  if (asText || model === null) {
    return (
      <Flex vertical gap={4}>
        <Input
          id={id}
          value={value ?? ''}
          placeholder="FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10"
          aria-label={t('classes.field.rule')}
          onChange={(event) => onChange?.(event.target.value.trim() || null)}
        />
        {model === null ? (
          <Typography.Text type="secondary">{t('classes.repeat.custom')}</Typography.Text>
        ) : (
          <Button type="link" style={{ padding: 0, alignSelf: 'start' }} onClick={() => setAsText(false)}>
            {t('classes.repeat.useEditor')}
          </Button>
        )}
      </Flex>
    );
  }

  const rule = buildRrule(model);
  return (
    <Flex vertical gap={8} data-testid="class-recurrence">
      <Select
        id={id}
        value={model.repeat}
        aria-label={t('classes.field.recurrence')}
        onChange={(repeat) =>
          set({
            repeat,
            byDay: repeat === 'weekly' && model.byDay.length === 0 ? [weekdayOf(start)] : model.byDay,
          })
        }
        options={REPEATS.map((r) => ({ value: r, label: t(`classes.repeat.${r}`) }))}
      />
      {model.repeat !== 'none' && (
        <>
          <Flex gap={8} align="center" wrap>
            <Typography.Text>{t('classes.repeat.every')}</Typography.Text>
            <NumberInput
              min={1}
              max={99}
              precision={0}
              value={model.interval}
              aria-label={t('classes.repeat.every')}
              onChange={(interval) => set({ interval: interval ?? 1 })}
              style={{ width: 72 }}
            />
            <Typography.Text>{t(`classes.repeat.unit.${model.repeat}`)}</Typography.Text>
          </Flex>
          {model.repeat === 'weekly' && (
            <Flex gap={8} align="center" wrap>
              <Typography.Text>{t('classes.repeat.on')}</Typography.Text>
              <Checkbox.Group<TWeekday>
                value={model.byDay}
                onChange={(byDay) => set({ byDay })}
                options={WEEKDAYS.map((d) => ({ value: d, label: t(`classes.weekday.${d}`) }))}
              />
            </Flex>
          )}
          <Flex gap={8} align="start" wrap>
            <Typography.Text style={{ lineHeight: '32px' }}>{t('classes.repeat.ends')}</Typography.Text>
            <Radio.Group
              value={model.end}
              onChange={(event) =>
                set(
                  event.target.value === 'until'
                    ? { end: 'until', until: model.until ?? addDays(start, 30) }
                    : { end: 'count', until: undefined },
                )
              }
            >
              <Flex vertical gap={8}>
                <Flex gap={8} align="center">
                  <Radio value="count">{t('classes.repeat.after')}</Radio>
                  <NumberInput
                    min={1}
                    max={366}
                    precision={0}
                    disabled={model.end !== 'count'}
                    value={model.count}
                    aria-label={t('classes.repeat.occurrences')}
                    onChange={(count) => set({ count: count ?? 1 })}
                    style={{ width: 80 }}
                  />
                  <Typography.Text>{t('classes.repeat.occurrences')}</Typography.Text>
                </Flex>
                <Flex gap={8} align="center">
                  <Radio value="until">{t('classes.repeat.onDate')}</Radio>
                  <DatePicker
                    allowClear={false}
                    disabled={model.end !== 'until'}
                    format={dateFormat()}
                    value={model.until ? dayjs(model.until) : undefined}
                    aria-label={t('classes.repeat.untilDate')}
                    onChange={(d) => d && set({ until: d.format('YYYY-MM-DD') })}
                    style={{ width: 150 }}
                  />
                </Flex>
              </Flex>
            </Radio.Group>
          </Flex>
        </>
      )}
      <Flex gap={8} align="center" wrap>
        {rule && (
          <Typography.Text type="secondary" code data-testid="class-rrule">
            {rule}
          </Typography.Text>
        )}
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setAsText(true)}>
          {t('classes.repeat.editRule')}
        </Button>
      </Flex>
    </Flex>
  );
}
