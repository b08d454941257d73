import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the browser must load before the first page shows: the static (non-type) imports reachable from
// main.tsx, and for the login page those of its route too. Route pages are lazy chunks, zod (the
// contract's schemas) is not among the packages loaded up front, and the login page loads no antd.
const ROOT = path.resolve(import.meta.dirname, '../../../..');
// An import or export clause holds no ( ) ; or =: without them, `export function f() { ... '...' }` is no import.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)([^'"();=]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/gm;

function onlyTypes(clause: string): boolean {
  const names = /\{([^}]*)\}/.exec(clause)?.[1];
  if (!names || /^[\w$]+\s*,/.test(clause.trim())) return false;
  return names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .every((n) => n.startsWith('type '));
}

function resolve(from: string, spec: string): string | null {
  if (spec.startsWith('.')) return path.resolve(path.dirname(from), spec);
  const contract = /^@pulseboard\/contract\/(.+)$/.exec(spec);
  return contract ? path.join(ROOT, 'packages/contract/src', `${contract[1]}.ts`) : null;
}

/**
 * Project files and outside packages (their scripts, not stylesheets) reached through static imports from
 * `entries`, and the names imported from antd.
 */
function initialGraph(...entries: string[]): {
  files: string[];
  packages: Set<string>;
  specs: Set<string>;
  antd: Set<string>;
} {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const specs = new Set<string>();
  const antd = new Set<string>();
  const queue = entries.map((entry) => path.join(ROOT, entry));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const [, clause = '', spec = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (clause && onlyTypes(clause)) continue;
      if (spec === 'antd')
        for (const name of /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? [])
          if (name.trim() && !name.trim().startsWith('type ')) antd.add(name.trim());
      const target = resolve(file, spec);
      if (target) queue.push(target);
      else if (!spec.endsWith('.css')) specs.add(spec);
      if (!target && !spec.endsWith('.css'))
        packages.add(
          spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec),
        );
    }
  }
  return { files: [...seen].map((f) => path.relative(ROOT, f)), packages, specs, antd };
}

describe('the initial script of every page', () => {
  const { files, packages } = initialGraph('apps/web/src/main.tsx');

  it('does not load zod: the route table reads the zod-free access modules', () => {
    expect(files).toContain('packages/contract/src/clubs-access.ts');
    expect([...packages]).not.toContain('zod');
  });

  it('holds no route page: each one, the login page included, is a lazy chunk', () => {
    expect(files.filter((f) => f.startsWith('apps/web/src/app/routes/') || f.includes('/pages/'))).toEqual(
      [],
    );
  });
});

// The login page is the first page of every visit: it is drawn with plain elements and CSS, and what is
// heavy (antd and its icons, the query cache, dates, charts, the shell) loads with the pages after it.
describe('the initial script of the login page', () => {
  const { files, packages } = initialGraph('apps/web/src/main.tsx', 'apps/web/src/app/routes/login.tsx');

  it('holds no antd, icons, query cache, zod, dayjs or charts', () => {
    const heavy = /^(antd|@ant-design\/.+|@tanstack\/.+|zod|dayjs|echarts|echarts-for-react)$/;
    expect([...packages].filter((name) => heavy.test(name))).toEqual([]);
  });

  it("holds neither the shell nor the providers of the other pages, nor the features' messages", () => {
    expect(files).toContain('apps/web/src/features/auth/pages/login-page.tsx');
    expect(files).toContain('packages/contract/src/messages/common.ts');
    expect(files).not.toContain('packages/contract/src/messages.ts');
    expect(files.filter((f) => /app\/(layouts|provider)|lib\/query-client/.test(f))).toEqual([]);
  });
});

// A signed-in page's first load: the shell and the dashboard. What only shows on demand (the settings
// panel's colour picker, the error log's list and badge, a club select, the date picker, the phone's
// drawer) loads then; antd's Typography (which brings its text editor) and Card (its tabs) are not used,
// the chart is plain SVG (ECharts was 157 KiB of a 496 KiB first load), and the features' strings wait
// for the pages that use them.
describe('the initial script of the dashboard', () => {
  const { files, packages, specs, antd } = initialGraph(
    'apps/web/src/app/layouts/app-root.tsx',
    'apps/web/src/app/layouts/shell-layout.tsx',
    'apps/web/src/app/routes/dashboard.tsx',
  );

  it('holds no antd part that shows only on demand', () => {
    expect([...antd]).toContain('Layout');
    const onDemand = [
      'Badge',
      'Card',
      'ColorPicker',
      'DatePicker',
      'Drawer',
      'List',
      'Select',
      'Switch',
      'Table',
      'Typography',
    ];
    expect([...antd].filter((name) => onDemand.includes(name))).toEqual([]);
    expect([...specs].filter((spec) => /^antd\/.*(date-picker|card|drawer|badge)/.test(spec))).toEqual([]);
  });

  it('draws its chart without a chart library', () => {
    expect(files).toContain('apps/web/src/components/daily-chart.tsx');
    expect([...packages].filter((name) => /^(echarts|echarts-for-react|zrender)$/.test(name))).toEqual([]);
  });

  it("holds neither the features' strings nor their messages", () => {
    expect(files).not.toContain('packages/contract/src/messages.ts');
    expect(files).not.toContain('apps/web/src/app/locales.ts');
    expect(files.filter((f) => /features\/[^/]+\/(.*-)?locales\.ts$/.test(f))).toEqual([]);
  });
});

// A club's page opens one of its 25 tabs: each tab's code, and a member's page in the Members tab, load
// when first shown (components/lazy-part.tsx), not with the page.
describe("the initial script of a club's page", () => {
  const { files } = initialGraph('apps/web/src/app/routes/club-details.tsx');

  it("holds the tab bar but no tab's code and no member's page", () => {
    expect(files).toContain('apps/web/src/app/club-tabs.tsx');
    const tabCode = /(-tab|-page|-panel)\.tsx$|app\/club-member-page\.tsx$/;
    expect(files.filter((f) => tabCode.test(f) && !f.endsWith('routes/club-details.tsx'))).toEqual([]);
  });
});
