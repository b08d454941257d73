import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { dropUnusedAntdCss, withoutComponents } from './unused-antd-css.ts';

describe('withoutComponents', () => {
  const absent = new Set(['steps', 'tree']);

  it("drops the rules written for an absent component's classes and keeps the rest", () => {
    const css = '.ant-steps{a:b}.ant-steps-item .ant-btn{c:d}.ant-btn{e:f}.ant-stepsx{g:h}';
    expect(withoutComponents(css, absent)).toBe('.ant-btn{e:f}.ant-stepsx{g:h}');
  });

  it('keeps a rule any of whose selectors is for another component', () => {
    const css = '.ant-steps-item,.ant-btn{a:b}.ant-steps-a,.ant-steps-b{c:d}';
    expect(withoutComponents(css, absent)).toBe('.ant-steps-item,.ant-btn{a:b}');
  });

  it('keeps a class that a present component owns, when an absent one has a shorter name like it', () => {
    expect(withoutComponents('.ant-tree-select-dropdown{a:b}.ant-tree-node{c:d}', absent)).toBe(
      '.ant-tree-select-dropdown{a:b}',
    );
  });

  it('drops inside media queries, and a query left empty, but keeps keyframes and rules without antd classes', () => {
    const css =
      '@media (width<=575px){.ant-steps{a:b}.ant-card{c:d}}@media print{.ant-tree{e:f}}@keyframes antStepsX{to{g:h}}a:focus-visible{i:j}';
    expect(withoutComponents(css, absent)).toBe(
      '@media (width<=575px){.ant-card{c:d}}@keyframes antStepsX{to{g:h}}a:focus-visible{i:j}',
    );
  });
});

describe('dropUnusedAntdCss', () => {
  it("drops only the components no module of the build imports (the table's filter brings the tree; a locale, the calendar's strings)", () => {
    const css = '.ant-steps{a:b}.ant-tree{c:d}.ant-tour{e:f}.ant-btn{g:h}.ant-picker-calendar{i:j}';
    const bundle = {
      'assets/provider.css': { type: 'asset', fileName: 'assets/provider.css', source: css },
      'assets/table.js': {
        type: 'chunk',
        fileName: 'assets/table.js',
        moduleIds: [
          '/app/node_modules/antd/es/table/index.js',
          '/app/node_modules/antd/es/tree/Tree.js',
          '/app/node_modules/antd/es/calendar/locale/en_US.js',
        ],
      },
      'assets/tour.js': {
        type: 'chunk',
        fileName: 'assets/tour.js',
        moduleIds: ['/app/node_modules/antd/es/tour/index.js'],
      },
    } as unknown as Rollup.OutputBundle;
    const plugin = dropUnusedAntdCss();
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void).call(
      {},
      {},
      bundle,
    );
    expect((bundle['assets/provider.css'] as Rollup.OutputAsset).source).toBe(
      '.ant-tree{c:d}.ant-tour{e:f}.ant-btn{g:h}',
    );
  });
});
