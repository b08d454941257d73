import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format.ts';
import { parseRrule, WEEKDAYS } from './class-rrule.ts';

/** A rule in words ('Weekly on Mon, Wed · 10 classes'); a rule the editor cannot read stays as text. */
export function describeRrule(t: TFunction, rule: string | null): string {
  const r = parseRrule(rule);
  if (!r) return rule ?? '';
  if (r.repeat === 'none') return t('classes.repeat.none');
  const every =
    r.interval > 1
      ? t(`classes.repeat.summary.every.${r.repeat}`, { n: r.interval })
      : t(`classes.repeat.${r.repeat}`);
  const days =
    r.byDay.length > 0
      ? t('classes.repeat.summary.on', {
          days: WEEKDAYS.filter((d) => r.byDay.includes(d))
            .map((d) => t(`classes.weekday.${d}`))
            .join(', '),
        })
      : '';
  const end =
    r.end === 'until' && r.until
      ? t('classes.repeat.summary.until', { date: formatDate(r.until) })
      : t('classes.repeat.summary.count', { count: r.count });
  return `${[every, days].filter(Boolean).join(' ')} · ${end}`;
}
