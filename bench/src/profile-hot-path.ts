// Writes a CPU profile of the server while it answers the hot path (open the .cpuprofile in Chrome
// DevTools or summarise it with this script's table): node bench/src/profile-hot-path.ts [pglite|postgres].
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hotPathTargets, throughput } from './hot-path.ts';
import { ROOT, startApiServer, type TDbKind } from './server-process.ts';

interface TNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

const MEASURED_S = Number(process.env.BENCH_SECONDS ?? 8);
const kind = (process.argv[2] ?? 'postgres') as TDbKind;
const target = process.argv[3] ?? 'profile';
const dir = path.join(ROOT, 'bench', 'profiles', `${kind}-${target}-${Date.now()}`);
mkdirSync(dir, { recursive: true });
const server = await startApiServer(kind, 3908, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
try {
  const targets = await hotPathTargets(server.url);
  const chosen =
    target === 'healthz'
      ? { url: `${server.url}/healthz` }
      : target === 'members'
        ? targets.members
        : targets.profile;
  // As long as the window summarised below, so start-up and seeding stay out of it.
  console.log(`${target}: ${(await throughput(chosen, MEASURED_S)).toFixed(0)} req/s`);
} finally {
  await server.stop();
}
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
  nodes: TNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
};
// Only the samples of the measured window (the last seconds before shut-down), not start-up and seeding.
const hits = new Map<number, number>();
let at = profile.endTime - profile.timeDeltas.reduce((a, b) => a + b, 0);
const from = profile.endTime - (MEASURED_S + 0.5) * 1e6;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) hits.set(id, (hits.get(id) ?? 0) + 1);
});
// Self time per function and per package, the two views that point at a cause.
const total = [...hits.values()].reduce((a, b) => a + b, 0);
const bySelf = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  node.hitCount = hits.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(`file://${ROOT}`, '')}:${lineNumber}`;
  bySelf.set(key, (bySelf.get(key) ?? 0) + node.hitCount);
  const pkg =
    url.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ??
    (url.startsWith('file://') ? 'project' : url || functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.hitCount);
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
console.log(`\nself time by package (${dir}/${file}):\n${top(byPackage, 15).join('\n')}`);
console.log(`\nself time by function:\n${top(bySelf, 30).join('\n')}`);
