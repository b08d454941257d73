import { addDays } from '@pulseboard/core/date-range';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import {
  addCheckinRow,
  addWorkouts,
  newMember,
  newTemplate,
  signUpAs,
  startWeeksAgo,
  thisMonday,
} from './week-challenges-test-support.ts';

// Week counting with hand-computed weeks. Club 1's calendar is America/New_York; every run below is moved
// back a whole number of weeks, so "week i" is Monday start + 7i to Sunday start + 7i + 6.
const t = useTestApp();
const runOf = (runId: number) =>
  call(t.app, 'GET', `/dashboard/clients/1/week-challenges/${runId}`, { token: t.tokens.coach });
type TWeek = {
  number: number;
  count: number;
  workouts: number;
  checkins: number;
  state: string;
  penalty: boolean;
};
const brief = (weeks: TWeek[]) =>
  weeks.map((w) => `${w.number}:${w.workouts}+${w.checkins}:${w.state}${w.penalty ? ':p' : ''}`);

describe('week counting', () => {
  it('starts on the Monday of the sign-up week in the club’s time zone, with its weeks still to come', async () => {
    const member = await newMember(t);
    const template = await newTemplate(t, { weeks: 3, minWorkoutsPerWeek: 2, penaltyWeeks: 1 });
    const res = await signUpAs(t, member, template);
    expect(res.status).toBe(200);
    const monday = await thisMonday(t.deps.db);
    expect(res.body.data).toMatchObject({
      startsOn: monday,
      endsOn: addDays(monday, 20),
      status: 'active',
      extended: false,
      totalWeeks: 3,
      missedWeeks: 0,
    });
    expect(brief(res.body.data.progress)).toEqual(['1:0+0:inProgress', '2:0+0:upcoming', '3:0+0:upcoming']);
  });

  it('adds penalty weeks for each missed week, penalty weeks included, and counts check-ins', async () => {
    // 3 weeks, at least 2 workouts each, 2 penalty weeks per miss; started 4 weeks ago, so weeks 1-4
    // have ended and week 5 is this week.
    //   week 1: 2 workouts                -> met
    //   week 2: 1 workout                 -> missed: the run is now 3 + 2 = 5 weeks
    //   week 3: 1 workout + 1 check-in    -> met
    //   week 4 (penalty): nothing         -> missed: 5 + 2 = 7 weeks
    //   week 5 (penalty): 1 workout today -> in progress
    //   weeks 6 and 7 (penalty)           -> upcoming
    // 5 workouts in club 15 the same week 1 do not count (another club's roll-up).
    const member = await newMember(t);
    const template = await newTemplate(t, { weeks: 3, minWorkoutsPerWeek: 2, penaltyWeeks: 2 });
    const runId = (await signUpAs(t, member, template)).body.data.id as number;
    const start = await startWeeksAgo(t.deps.db, runId, 4);
    const day = (week: number, weekday: number) => addDays(start, 7 * (week - 1) + weekday);
    await addWorkouts(t.deps.db, { userId: member, day: day(1, 0), workouts: 1 });
    await addWorkouts(t.deps.db, { userId: member, day: day(1, 6), workouts: 1, source: 'app' });
    await addWorkouts(t.deps.db, { userId: member, day: day(1, 2), workouts: 5, clubId: 15 });
    await addWorkouts(t.deps.db, { userId: member, day: day(2, 3), workouts: 1 });
    await addWorkouts(t.deps.db, { userId: member, day: day(3, 1), workouts: 1 });
    await addCheckinRow(t.deps.db, runId, day(3, 5));
    // The day before week 1 belongs to no week of the run.
    await addWorkouts(t.deps.db, { userId: member, day: addDays(start, -1), workouts: 3 });
    await addWorkouts(t.deps.db, { userId: member, day: day(5, 0), workouts: 1 });

    const run = (await runOf(runId)).body.data;
    expect(brief(run.progress)).toEqual([
      '1:2+0:met',
      '2:1+0:missed',
      '3:1+1:met',
      '4:0+0:missed:p',
      '5:1+0:inProgress:p',
      '6:0+0:upcoming:p',
      '7:0+0:upcoming:p',
    ]);
    expect(run).toMatchObject({
      status: 'extended',
      extended: true,
      missedWeeks: 2,
      totalWeeks: 7,
      startsOn: start,
      endsOn: addDays(start, 48),
    });
    expect(run.progress[1]).toMatchObject({ startsOn: day(2, 0), endsOn: day(2, 6), minimum: 2 });

    // The list tells the same and filters on it.
    const list = await call(t.app, 'POST', '/dashboard/clients/1/week-challenges/page/1', {
      token: t.tokens.coach,
      body: { templateId: template, status: 'extended' },
    });
    expect(list.body.data.totalRecords).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ id: runId, totalWeeks: 7, status: 'extended' });
    const active = await call(t.app, 'POST', '/dashboard/clients/1/week-challenges/page/1', {
      token: t.tokens.coach,
      body: { templateId: template, status: 'active' },
    });
    expect(active.body.data.totalRecords).toBe(0);
  });

  it('completes once every week has ended, and a miss after the end adds nothing', async () => {
    // 2 weeks, at least 1 workout, 1 penalty week; started 5 weeks ago (weeks 1-5 have ended).
    //   week 1: nothing  -> missed: 2 + 1 = 3 weeks
    //   week 2: 1        -> met
    //   week 3 (penalty): a check-in -> met; the run ends after week 3
    //   weeks 4 and 5: nothing, outside the run: no more penalty
    const member = await newMember(t);
    const template = await newTemplate(t, { weeks: 2, minWorkoutsPerWeek: 1, penaltyWeeks: 1 });
    const runId = (await signUpAs(t, member, template)).body.data.id as number;
    const start = await startWeeksAgo(t.deps.db, runId, 5);
    await addWorkouts(t.deps.db, { userId: member, day: addDays(start, 7 + 4), workouts: 1 });
    await addCheckinRow(t.deps.db, runId, addDays(start, 14 + 6));

    const run = (await runOf(runId)).body.data;
    expect(brief(run.progress)).toEqual(['1:0+0:missed', '2:1+0:met', '3:0+1:met:p']);
    expect(run).toMatchObject({ status: 'completed', extended: true, missedWeeks: 1, totalWeeks: 3 });
    expect(run.endsOn).toBe(addDays(start, 20));

    // The member may go again: the completed run is closed at midnight after its last week.
    const again = await signUpAs(t, member, template);
    expect(again.status).toBe(200);
    const closed = (await runOf(runId)).body.data;
    expect(closed.status).toBe('completed');
    expect(closed.leftAt).not.toBeNull();
    expect(closed.withdrawReason).toBeNull();
  });

  it('stops counting at the withdrawal: the week left in is not judged', async () => {
    const member = await newMember(t);
    const template = await newTemplate(t, { weeks: 4, minWorkoutsPerWeek: 3, penaltyWeeks: 1 });
    const runId = (await signUpAs(t, member, template)).body.data.id as number;
    await startWeeksAgo(t.deps.db, runId, 1);
    const res = await call(t.app, 'POST', `/dashboard/clients/1/week-challenges/${runId}/actions/withdraw`, {
      token: t.tokens.club,
      body: { reason: 'Moved to another city' },
    });
    expect(res.status).toBe(200);
    expect(brief(res.body.data.progress)).toEqual(['1:0+0:missed', '2:0+0:open']);
    expect(res.body.data).toMatchObject({
      status: 'withdrawn',
      withdrawReason: 'Moved to another city',
      totalWeeks: 5,
      extended: true,
    });
  });
});
