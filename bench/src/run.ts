// npm run bench: what a user feels (bytes and Lighthouse scores of the built web app) and the
// signed-in hot path against a bare Fastify hello-world, the heart-rate engine, and member search and
// import at scale, and a live class's delivery latency. Not part of npm test. Prints one Markdown table,
// the one kept in README.md (Benchmarks). BENCH_ONLY=web, api, engine, members or live runs one part; BENCH_ONLY=workouts runs the
// workout data set's benchmarks (ingest, workout-list and boards, each also on its own).
import { benchEngine, type TEngineRow } from './engine.ts';
import { benchHotPath, type THotPathRow } from './hot-path.ts';
import { benchLive, type TLiveRow } from './live-bench.ts';
import { benchMembers, type TMembersRow } from './members-bench.ts';
import { spread } from './probe.ts';
import { benchWebPages, type TWebRow } from './web-pages.ts';
import { benchWorkoutSet, type TWorkoutSetResult, WORKOUT_SET_PARTS } from './workout-set-bench.ts';

const TARGETS = {
  loginJs: 120,
  dashboardJs: 300,
  loginPerf: 95,
  dashboardPerf: 85,
  accessibility: 98,
  profileRatio: 0.2,
  membersRatio: 0.12,
  summariseMs: 0.2,
  /** p95 of a member list request, ms, by database (issue 10). */
  memberSearchMs: { postgres: 30, pglite: 20 },
  memberImportSeconds: 5,
  /** p95 of a club's month leaderboard and of a running challenge's standings, ms (issue 12). */
  boardMs: 50,
  /** p99 from a live sample's send to the frame that carries it, ms (issue 13). */
  liveMs: 100,
};

type TLine = [what: string, measured: string, target: string, met: boolean | null];

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

function webLines(rows: TWebRow[]): TLine[] {
  return rows.flatMap((row): TLine[] => {
    const login = row.page === '/login';
    const jsTarget = login ? TARGETS.loginJs : TARGETS.dashboardJs;
    const perfTarget = login ? TARGETS.loginPerf : TARGETS.dashboardPerf;
    return [
      [
        `initial JS, cold ${row.page} (compressed)`,
        `${row.jsKiB.toFixed(0)} KiB (${row.requests} requests in all)`,
        `<= ${jsTarget} KiB`,
        row.jsKiB <= jsTarget,
      ],
      [
        `Lighthouse mobile performance, ${row.page} over HTTP/2 (median of ${row.performanceRuns.length} runs)`,
        `${row.performance} (runs ${row.performanceRuns.join(', ')}; machine's benchmarkIndex ${row.benchmarkIndex.join(', ')})`,
        `>= ${perfTarget}`,
        row.performance >= perfTarget,
      ],
      ...(row.http1
        ? [
            [
              `the same over HTTP/1.1 (no target: a page's files queue for six connections)`,
              `${row.http1.performance} (runs ${row.http1.performanceRuns.join(', ')})`,
              '',
              null,
            ] satisfies TLine,
          ]
        : []),
      [
        `Lighthouse accessibility, ${row.page}`,
        String(row.accessibility),
        `>= ${TARGETS.accessibility}`,
        row.accessibility >= TARGETS.accessibility,
      ],
    ];
  });
}

function apiLines(rows: THotPathRow[]): TLine[] {
  return rows.flatMap((row): TLine[] => {
    const onPg = row.db === 'postgres';
    return [
      [`hello-world baseline (${row.db} run)`, `${row.baseline.toFixed(0)} req/s`, '', null],
      [
        `GET /dashboard/profile, ${row.db}`,
        `${row.profile.toFixed(0)} req/s = ${pct(row.profileRatio)}`,
        onPg ? `>= ${pct(TARGETS.profileRatio)}` : '',
        onPg ? row.profileRatio >= TARGETS.profileRatio : null,
      ],
      [
        `POST /dashboard/clients/1/members/page/1, ${row.db}`,
        `${row.members.toFixed(0)} req/s = ${pct(row.membersRatio)}`,
        onPg ? `>= ${pct(TARGETS.membersRatio)}` : '',
        onPg ? row.membersRatio >= TARGETS.membersRatio : null,
      ],
    ];
  });
}

function memberLines(rows: TMembersRow[]): TLine[] {
  return rows.flatMap((row): TLine[] => {
    const target = TARGETS.memberSearchMs[row.db];
    const scale = `${row.members.toLocaleString('en')} members, ${row.db}`;
    const search = (what: string, ms: number): TLine => [
      `member list p95, ${what}, ${scale}`,
      `${ms.toFixed(1)} ms`,
      `<= ${target} ms`,
      ms <= target,
    ];
    return [
      [`member data set, ${scale}`, `filled in ${row.fillSeconds.toFixed(0)} s`, '', null],
      search('keyword', row.keywordP95),
      search('unfiltered page 1', row.page1P95),
      search('unfiltered page 500', row.page500P95),
      [
        `member import, 50,000-row CSV, ${row.db}`,
        `${row.importSeconds.toFixed(1)} s`,
        `<= ${TARGETS.memberImportSeconds} s`,
        row.importSeconds <= TARGETS.memberImportSeconds,
      ],
      [
        `longest wait of another request during that import, ${row.db}`,
        `${row.importStallMs.toFixed(0)} ms`,
        '',
        null,
      ],
    ];
  });
}

function engineLines(row: TEngineRow): TLine[] {
  return [
    [
      'summariseWorkout, one hour of 1 Hz samples (all options on)',
      `${row.summariseMs.toFixed(4)} ms`,
      `<= ${TARGETS.summariseMs} ms`,
      row.summariseMs <= TARGETS.summariseMs,
    ],
    ['cleanSamples, the same hour as received', `${row.cleanMs.toFixed(4)} ms`, '', null],
  ];
}

function workoutSetLines(result: TWorkoutSetResult): TLine[] {
  const lines: TLine[] = [];
  const { set } = result;
  if (set) {
    const made = set.madeNow ? 'made' : 'reused, made';
    const what = `workout data set: ${set.sizes.workouts.toLocaleString('en')} workouts with roll-ups, postgres`;
    lines.push([what, `${made} in ${set.fillSeconds.toFixed(0)} s`, '', null]);
  }
  for (const row of result.ingest) {
    lines.push([
      `ingest, batches of 100 one-hour 1 Hz workouts, ${row.db} (over ${row.over})`,
      `${row.workoutsPerSecond.toFixed(0)} workouts/s; a batch ${spread(row.batch, 'a workout')}`,
      '',
      null,
    ]);
  }
  for (const row of result.lists)
    lines.push([
      `POST /dashboard/workouts/page/1, ${row.what} (${row.total} counted)`,
      spread(row.times),
      '',
      null,
    ]);
  for (const row of result.boards) {
    const met = row.times.p95 <= TARGETS.boardMs;
    lines.push([`${row.what}, ${row.via}`, spread(row.times), `p95 <= ${TARGETS.boardMs} ms`, met]);
  }
  return lines;
}

function liveLines(rows: TLiveRow[]): TLine[] {
  return rows.map(
    (row): TLine => [
      `live class, 50 participants at 1 Hz to 100 viewers, ${row.what} (${row.frames.toFixed(1)} frames/s a viewer)`,
      `p50 ${row.times.p50.toFixed(1)} ms, p99 ${row.times.p99.toFixed(1)} ms, max ${row.times.max.toFixed(0)} ms; ${row.times.n} deliveries, ${row.missed} missed; CPU ${row.serverCpu.toFixed(0)} ms/s server, ${row.benchCpu.toFixed(0)} ms/s bench (its loop delay p99 ${row.benchLag.toFixed(0)} ms)`,
      `p99 <= ${TARGETS.liveMs} ms`,
      row.times.p99 <= TARGETS.liveMs,
    ],
  );
}

const only = process.env.BENCH_ONLY;
const runs = (part: 'web' | 'api' | 'engine' | 'members' | 'workouts' | 'live') => !only || only === part;
const setPart = WORKOUT_SET_PARTS.find((part) => part === only);
const lines: TLine[] = [];
const explains: string[] = [];
if (runs('engine')) lines.push(...engineLines(benchEngine()));
if (runs('web')) lines.push(...webLines(await benchWebPages()));
if (runs('api')) lines.push(...apiLines(await benchHotPath()));
if (runs('members')) {
  const rows = await benchMembers();
  lines.push(...memberLines(rows));
  for (const row of rows) if (row.explain) explains.push(row.explain);
}
if (runs('live')) lines.push(...liveLines(await benchLive()));
if (runs('workouts') || setPart)
  lines.push(...workoutSetLines(await benchWorkoutSet(setPart ? [setPart] : undefined)));

const mark = (met: boolean | null) => (met === null ? '' : met ? 'yes' : 'NO');
console.log(`\n| measure | result | target | met |\n| --- | --- | --- | --- |`);
for (const [what, measured, target, met] of lines)
  console.log(`| ${what} | ${measured} | ${target} | ${mark(met)} |`);
for (const plan of explains) console.log(`\nEXPLAIN of the slowest member list request, ${plan}`);
console.log(
  `\n(${new Date().toISOString()}, ${process.version}; ratios are of the hello-world measured around each run)`,
);
