import type { Plugin } from 'vite';
import { topLevelRules } from './css-rules.ts';

/**
 * antd components this app may go without, by their folder in antd/es, and the class names (after
 * `ant-`) their styles are written for. None of them shares its classes with another component.
 */
const OPTIONAL_COMPONENTS: Record<string, string[]> = {
  anchor: ['anchor'],
  calendar: ['picker-calendar'],
  carousel: ['carousel'],
  cascader: ['cascader'],
  'float-button': ['float-btn'],
  image: ['image'],
  masonry: ['masonry'],
  mentions: ['mentions'],
  'qr-code': ['qrcode'],
  rate: ['rate'],
  splitter: ['splitter'],
  steps: ['steps'],
  timeline: ['timeline'],
  tour: ['tour'],
  transfer: ['transfer'],
  tree: ['tree'],
  'tree-select': ['tree-select', 'select-tree'],
};

/** Each class name of OPTIONAL_COMPONENTS and its component's folder, the longest names first. */
const CLASS_OWNERS = Object.entries(OPTIONAL_COMPONENTS)
  .flatMap(([folder, names]) => names.map((name) => [name, folder] as const))
  .sort((a, b) => b[0].length - a[0].length);

/** The optional component a selector is written for: the one its first antd class belongs to. */
function ownerOf(selector: string): string | undefined {
  const first = /\.ant-([a-z-]+)/.exec(selector)?.[1];
  if (!first) return undefined;
  return CLASS_OWNERS.find(([name]) => first === name || first.startsWith(`${name}-`))?.[1];
}

/** At-rules whose block holds rules (a media query's), as opposed to declarations or keyframes. */
const GROUPING = /^@(media|supports|container|layer)\b/;

/**
 * The style sheet without the rules written only for `absent` components: a rule goes when each
 * selector of its list starts from such a component's class, and a media query (or the like) when no
 * rule is left in it. Other at-rules (keyframes, font faces) stay.
 */
export function withoutComponents(css: string, absent: ReadonlySet<string>): string {
  const kept: string[] = [];
  for (const rule of topLevelRules(css)) {
    const open = rule.indexOf('{');
    const head = rule.slice(0, open).trim();
    if (open === -1 || !rule.endsWith('}')) kept.push(rule);
    else if (GROUPING.test(head)) {
      const inner = withoutComponents(rule.slice(open + 1, -1), absent);
      if (inner.trim()) kept.push(`${rule.slice(0, open)}{${inner}}`);
    } else if (head.startsWith('@')) kept.push(rule);
    else if (!head.split(',').every((selector) => absent.has(ownerOf(selector) ?? ''))) kept.push(rule);
  }
  return kept.join('');
}

/**
 * Drops from the build's style sheets the rules of the antd components (OPTIONAL_COMPONENTS) that no
 * module of the build imports: antd's one style sheet (antd/dist/antd.css, see app/provider.tsx) holds
 * every component's, some 180 of its 980 KB for components this app does not use, which every cold
 * signed-in page downloaded and parsed. A component the app starts to use, directly or through another
 * (the table's filter uses the tree), is in the build and keeps its rules.
 */
export function dropUnusedAntdCss(): Plugin {
  return {
    name: 'pulseboard:drop-unused-antd-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The antd folders the build's modules come from. A component's strings (antd/es/calendar/locale,
      // which every antd locale imports) are not the component.
      const imported = new Set(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk'
            ? item.moduleIds.flatMap((id) => /\/antd\/es\/([a-z-]+)\/(?!locale\/)/.exec(id)?.[1] ?? [])
            : [],
        ),
      );
      const absent = new Set(Object.keys(OPTIONAL_COMPONENTS).filter((folder) => !imported.has(folder)));
      if (!absent.size) return;
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        if (css.includes('.ant-')) asset.source = withoutComponents(css, absent);
      }
    },
  };
}
