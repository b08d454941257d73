import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { classesLocales } from '../locales.ts';
import { describeRrule } from './class-rrule-text.ts';

// The English strings with their placeholders filled, as i18next would.
const t = ((key: keyof typeof classesLocales.en, values: Record<string, unknown> = {}) =>
  classesLocales.en[key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name]),
  )) as unknown as TFunction;

describe('describeRrule', () => {
  it.each([
    ['FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10', 'Weekly on Mon, Wed · 10 classes'],
    ['FREQ=DAILY;INTERVAL=2;COUNT=5', 'Every 2 days · 5 classes'],
    ['FREQ=MONTHLY;UNTIL=20261231', 'Monthly · until 12/31/2026'],
    ['FREQ=YEARLY;COUNT=2', 'FREQ=YEARLY;COUNT=2'],
  ])('%s', (rule, words) => expect(describeRrule(t, rule)).toBe(words));
});
