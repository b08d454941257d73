import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { call, readLaneClient } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { listMembers } from './members.service.ts';
import { pageMembers, type TMemberQuery } from './members-list.repository.ts';

const t = useTestApp();

const page = (body: object, query = '', token = t.tokens.coach, club = 1) =>
  call(t.app, 'POST', `/dashboard/clients/${club}/members/page/1${query}`, { token, body });

describe('POST /dashboard/clients/{id}/members/page/{page}', () => {
  it('pages the club’s members only, with totals', async () => {
    const res = await page({}, '?pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body.data.list).toHaveLength(5);
    expect(res.body.data.totalRecords).toBeGreaterThan(20);
    // The count that rides along with the page's rows stays out of each member.
    expect(Object.keys(res.body.data.list[0]).sort()).toEqual(
      [
        'userId',
        'name',
        'email',
        'firstName',
        'lastName',
        'nickName',
        'birthDate',
        'gender',
        'weight',
        'maxHr',
        'effectiveMaxHr',
        'preferUnit',
        'deviceId',
        'deviceIdNum',
        'locationId',
        'locationName',
        'memberRole',
        'status',
        'verified',
        'journeyLevel',
        'xgtPhase',
        'podId',
        'podBarcode',
        'createdAt',
      ].sort(),
    );
    const emails = (await page({}, '?pageSize=100')).body.data.list.map((m: { email: string }) => m.email);
    expect(emails).toContain('member@example.com');
    expect(emails).not.toContain('coach@example.com');
    expect(emails).not.toContain('member01.club15@example.com');
  });

  it('counts the same total on every page, past the last one too', async () => {
    const first = (await page({}, '?pageSize=5')).body.data;
    const at = (n: number) =>
      call(t.app, 'POST', `/dashboard/clients/1/members/page/${n}?pageSize=5`, {
        token: t.tokens.coach,
        body: {},
      });
    const second = (await at(2)).body.data;
    expect(second.totalRecords).toBe(first.totalRecords);
    expect(second.list[0].userId).not.toBe(first.list[0].userId);
    const beyond = (await at(99)).body.data;
    expect(beyond).toEqual({
      list: [],
      totalRecords: first.totalRecords,
      totalIsLowerBound: false,
      searchCapped: false,
    });
    expect((await page({ keyword: 'no-such-member' })).body.data).toEqual({
      list: [],
      totalRecords: 0,
      totalIsLowerBound: false,
      searchCapped: false,
    });
  });

  it('says a search over 100 characters is too long, naming the field, in both languages', async () => {
    const long = { keyword: 'x'.repeat(101) };
    const en = await page(long);
    expect(en.status).toBe(400);
    expect(en.body.data.fields.keyword).toBe('This is longer than allowed: please shorten it');
    const es = await call(t.app, 'POST', '/dashboard/clients/1/members/page/1', {
      token: t.tokens.coach,
      body: long,
      lang: 'es',
    });
    expect(es.body.data.fields.keyword).toBe('Es más largo de lo permitido: acórtalo');
  });

  it('reads a page asked for together once, checks each caller, and reads again for the next turn', async () => {
    // Calls made in one turn share one read (lib/coalesce.ts): the very same answer. An empty keyword
    // is the same page as none; another page is read for itself.
    const [a, b, c, other] = await Promise.all([
      listMembers(t.deps, 1, 1, 20, {}),
      listMembers(t.deps, 1, 1, 20, { keyword: '' }),
      listMembers(t.deps, 1, 1, 20, { role: 'member' }),
      listMembers(t.deps, 1, 2, 20, {}),
    ]);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(other).not.toBe(a);
    expect(other.list[0]?.userId).not.toBe(a.list[0]?.userId);
    // Over HTTP each request is still checked on its own.
    const together = await Promise.all([
      page({ keyword: 'Coalesced' }),
      page({ keyword: 'Coalesced' }, '', t.tokens.member),
      page({ keyword: 'Coalesced' }, '', t.tokens.club2),
    ]);
    expect(together.map((res) => res.status)).toEqual([200, 403, 403]);
    expect(together[0]?.body.data.list).toEqual([]);
    const added = await call(t.app, 'PUT', '/dashboard/clients/1/members', {
      token: t.tokens.club,
      body: {
        email: 'coalesced@example.com',
        firstName: 'Coalesced',
        lastName: 'Reader',
        gender: 'female',
        birthDate: '1990-06-15',
        locationId: 1,
        role: 'member',
      },
    });
    expect(added.status).toBe(200);
    // Nothing was kept: the next turn reads again and finds the new member.
    const [after, again] = await Promise.all([
      listMembers(t.deps, 1, 1, 20, { keyword: 'Coalesced' }),
      listMembers(t.deps, 1, 1, 20, { keyword: 'Coalesced' }),
    ]);
    expect(again).toBe(after);
    expect(after.list.map((m) => m.email)).toEqual(['coalesced@example.com']);
  });

  // The read lane (db/read-lane.ts) carries bounded reads only; PGlite has one connection and no lane.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reads a plain page on the read lane, and a search or a page past the count cap on the pool',
    async () => {
      const spy = vi.spyOn(readLaneClient(t.deps), 'query');
      const readOnLane = async (read: () => Promise<unknown>) => {
        spy.mockClear();
        await read();
        return spy.mock.calls.some(([query]) => /^members_/.test((query as { name?: string }).name ?? ''));
      };
      try {
        expect(await readOnLane(() => listMembers(t.deps, 1, 3, 20, {}))).toBe(true);
        expect(await readOnLane(() => listMembers(t.deps, 1, 1, 20, { keyword: 'Member' }))).toBe(false);
        expect(await readOnLane(() => listMembers(t.deps, 1, 600, 20, {}))).toBe(false);
      } finally {
        spy.mockRestore();
      }
    },
  );

  it('combines the optional filters in every shape', async () => {
    const all = (await page({}, '?pageSize=100')).body.data;
    const locationId = all.list.find((m: { locationId: number | null }) => m.locationId)?.locationId;
    expect(locationId).toBeTruthy();
    const enabled = (await page({ status: 'enabled' }, '?pageSize=100')).body.data;
    const disabled = (await page({ status: 'disabled' }, '?pageSize=100')).body.data;
    expect(enabled.totalRecords + disabled.totalRecords).toBe(all.totalRecords);
    expect(enabled.list.every((m: { status: string }) => m.status === 'enabled')).toBe(true);
    const here = (await page({ locationId, status: 'enabled', keyword: 'example' }, '?pageSize=100')).body
      .data;
    expect(here.totalRecords).toBe(here.list.length);
    expect(here.list.length).toBeGreaterThan(0);
    expect(here.list.every((m: { locationId: number; status: string }) => m.locationId === locationId)).toBe(
      true,
    );
    const elsewhere = all.list.filter(
      (m: { locationId: number | null }) => m.locationId !== locationId,
    ).length;
    expect(here.totalRecords).toBeLessThanOrEqual(all.totalRecords - elsewhere);
  });

  it('searches email, names (also full name) and device id', async () => {
    const byName = await page({ keyword: 'mia mem' });
    expect(byName.body.data.list.map((m: { email: string }) => m.email)).toEqual(['member@example.com']);
    expect(byName.body.data.list[0]).toMatchObject({ name: 'Mia Member', podId: null });
    expect((await page({ keyword: 'MEMBER@EXAMPLE' })).body.data.totalRecords).toBe(1);
    expect((await page({ keyword: '%' })).body.data.totalRecords).toBe(0);
  });

  it('finds the same page and total through the trigram search as through the walk in list order', async () => {
    const shapes: TMemberQuery[] = [
      { role: 'member', keyword: 'example' },
      { role: 'member', keyword: 'EXAMPLE', hasPod: false, sortField: 'email', sortOrder: 'descend' },
      { role: 'member', keyword: 'exa', verified: true, sortField: 'createdAt' },
      { role: 'member', keyword: 'example', status: 'enabled', sortField: 'deviceId', sortOrder: 'descend' },
      { role: 'coach', keyword: 'example' },
    ];
    for (const q of shapes) {
      for (const offset of [0, 2, 500]) {
        const paging = { offset, limit: 3, countCap: 10_001 };
        const walked = await pageMembers(t.deps.db, 1, q, { ...paging, walk: true });
        const searched = await pageMembers(t.deps.db, 1, q, paging);
        expect(searched.list.map((m) => m.id)).toEqual(walked.list.map((m) => m.id));
        expect(searched.counted).toBe(walked.counted);
      }
    }
    const all = await pageMembers(
      t.deps.db,
      1,
      { role: 'member', keyword: 'example' },
      { offset: 0, limit: 3, countCap: 10_001 },
    );
    expect(all.counted).toBeGreaterThan(3);
    // A window of 3: the first 3 matches found, sorted as asked, and the list says it holds only those.
    const q: TMemberQuery = { role: 'member', keyword: 'example', sortField: 'email' };
    const capped = await pageMembers(t.deps.db, 1, q, { offset: 0, limit: 10, countCap: 10_001, window: 3 });
    expect(capped).toMatchObject({ counted: 3, capped: true });
    const emails = capped.list.map((m) => m.email);
    expect(emails).toHaveLength(3);
    expect(emails).toEqual([...emails].sort());
    const past = await pageMembers(t.deps.db, 1, q, { offset: 3, limit: 10, countCap: 10_001, window: 3 });
    expect(past).toMatchObject({ list: [], counted: 3, capped: true });
  });

  it('shows the pod a member holds', async () => {
    const manager = await t.tokenFor('location.admin@example.com');
    const pod = await call(t.app, 'PUT', '/dashboard/clients/1/loaner-pods', {
      token: manager,
      body: { barcode: 'POD-777' },
    });
    const member = (await page({ keyword: 'mia mem' })).body.data.list[0];
    expect(pod.status).toBe(200);
    const lent = await call(
      t.app,
      'POST',
      `/dashboard/clients/1/loaner-pods/${pod.body.data.id}/actions/assign`,
      {
        token: t.tokens.coach,
        body: { userId: member.userId },
      },
    );
    expect(lent.status).toBe(200);
    expect((await page({ keyword: 'mia mem' })).body.data.list[0]).toMatchObject({ podBarcode: 'POD-777' });
  });

  it('filters by verified, pod, role and sorts by a whitelisted field', async () => {
    const all = (await page({}, '?pageSize=100')).body.data;
    await t.deps.db.execute(sql`update users set verified_at = now() where club_id = 1`);
    await t.deps.db.execute(sql`update users set verified_at = null where email = 'member@example.com'`);
    const waiting = (await page({ verified: false }, '?pageSize=100')).body.data;
    expect(waiting.list.map((m: { email: string }) => m.email)).toEqual(['member@example.com']);
    expect(waiting.list[0].verified).toBe(false);
    const verified = (await page({ verified: true }, '?pageSize=100')).body.data;
    expect(verified.totalRecords).toBe(all.totalRecords - 1);

    const holders = (await page({ hasPod: true }, '?pageSize=100')).body.data;
    expect(holders.list.every((m: { podId: number | null }) => m.podId !== null)).toBe(true);
    const without = (await page({ hasPod: false }, '?pageSize=100')).body.data;
    expect(holders.totalRecords + without.totalRecords).toBe(all.totalRecords);

    const coaches = (await page({ role: 'coach' }, '?pageSize=100')).body.data;
    expect(coaches.list.map((m: { email: string }) => m.email)).toContain('coach@example.com');
    expect(coaches.list.every((m: { memberRole: string }) => m.memberRole === 'coach')).toBe(true);

    const emails = (body: object) =>
      page(body, '?pageSize=100').then((r) => r.body.data.list.map((m: { email: string }) => m.email));
    // By device id, members without one come last both ways.
    await t.deps.db.execute(
      sql`update users set device_id = (9000 + id)::text, device_id_num = 9000 + id where id in
          (select id from users where club_id = 1 and member_role = 'member' and device_id_num is null
           order by id limit 2)`,
    );
    const devices = async (sortOrder: string) =>
      (await page({ sortField: 'deviceId', sortOrder }, '?pageSize=100')).body.data.list.map(
        (m: { deviceIdNum: number | null }) => m.deviceIdNum,
      );
    for (const order of ['ascend', 'descend']) {
      const ids = await devices(order);
      expect(ids[0], order).not.toBeNull();
      const firstNull = ids.indexOf(null);
      expect(
        ids.slice(firstNull).every((id: number | null) => id === null),
        order,
      ).toBe(true);
    }
    const byEmail = await emails({ sortField: 'email', sortOrder: 'ascend' });
    expect(byEmail).toEqual([...byEmail].sort());
    expect(await emails({ sortField: 'email', sortOrder: 'descend' })).toEqual([...byEmail].reverse());
    const names = (await page({ sortField: 'name', sortOrder: 'descend' }, '?pageSize=100')).body.data.list;
    expect(names[0].firstName >= names[names.length - 1].firstName).toBe(true);
    expect((await page({ sortField: 'password' })).status).toBe(400);
    expect((await page({ role: 'club' })).status).toBe(400);
    expect((await page({ verified: 'yes' })).status).toBe(400);
  });

  it('stops counting past 10,000 matches and says the total is a lower bound', async () => {
    const before = (await page({})).body.data.totalRecords as number;
    await t.deps.db.execute(
      sql`insert into users (email, password_hash, first_name, last_name, club_id, verified_at)
          select 'bulk' || g || '@example.com', 'x', 'Bulk', 'User' || g, 1, now()
          from generate_series(1, 10050) g`,
    );
    const first = (await page({}, '?pageSize=20')).body.data;
    expect(first).toMatchObject({ totalRecords: 10_000, totalIsLowerBound: true, searchCapped: false });
    expect(first.list).toHaveLength(20);
    // Far pages count far enough to be exact again.
    const far = (
      await call(t.app, 'POST', '/dashboard/clients/1/members/page/600?pageSize=20', {
        token: t.tokens.coach,
        body: {},
      })
    ).body.data;
    expect(far).toMatchObject({ list: [], totalRecords: before + 10_050, totalIsLowerBound: false });
  });

  it('lists the first 2,000 members a common keyword finds, sorted, and says so', async () => {
    // 10,050 'Bulk' members from the test before.
    const at = (n: number) =>
      call(t.app, 'POST', `/dashboard/clients/1/members/page/${n}?pageSize=20`, {
        token: t.tokens.coach,
        body: { keyword: 'bulk' },
      });
    const first = (await at(1)).body.data;
    expect(first).toMatchObject({ totalRecords: 2_000, totalIsLowerBound: false, searchCapped: true });
    const lastNames = first.list.map((m: { lastName: string }) => m.lastName);
    expect(lastNames).toEqual([...lastNames].sort());
    // 100 pages of 20, and nothing past them.
    expect((await at(100)).body.data.list).toHaveLength(20);
    expect((await at(101)).body.data).toMatchObject({ list: [], totalRecords: 2_000, searchCapped: true });
    // A keyword that narrows it is exact again.
    const narrow = (await page({ keyword: 'bulk1004' })).body.data;
    expect(narrow).toMatchObject({ totalRecords: 11, searchCapped: false });
  });

  it('is for the club’s staff', async () => {
    expect((await page({}, '', await t.tokenFor('member@example.com'))).status).toBe(403);
    expect((await page({}, '', t.tokens.coach, 15)).status).toBe(403);
  });
});
