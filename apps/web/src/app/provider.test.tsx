import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider, Modal, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio } from '../lib/contrast.ts';
import { AntdProvider, appTheme } from './provider.tsx';

afterEach(cleanup);

/** Every style element's text in the page: what antd wrote at run time. */
const pageStyles = (node: ReactNode) => {
  render(<AntdProvider>{node}</AntdProvider>);
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
};

describe('antd provider', () => {
  // jsdom never ends a CSS transition, as a busy browser sometimes misses the end event: antd's own
  // spinner would stay behind and name the idle button "loading Add".
  it('drops a button spinner as soon as the call ends, leaving the plain name', () => {
    const view = (loading: boolean) => (
      <AntdProvider>
        <Button loading={loading}>Add</Button>
      </AntdProvider>
    );
    const { rerender } = render(view(false));
    act(() => rerender(view(true)));
    expect(document.querySelector('.anticon-loading')).not.toBeNull();
    act(() => rerender(view(false)));
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(document.querySelector('.anticon-loading')).toBeNull();
  });

  // Writing each component's rules as it first rendered was most of a cold dashboard's main-thread work
  // on a slow phone: the rules come from antd/dist/antd.css, and only the theme's values (CSS variables)
  // are written at run time.
  it("writes none of antd's component rules in the page, only the theme's variables", () => {
    const styles = pageStyles(<Button type="primary">Add</Button>);
    const buttonRules = [...styles.matchAll(/([^{}]*\.ant-btn[^{}]*)\{([^{}]*)\}/g)];
    expect(buttonRules.length).toBeGreaterThan(0); // the button's own variables
    const declarations = buttonRules.flatMap(([, , body]) => (body ?? '').split(';').filter((d) => d.trim()));
    expect(declarations.filter((d) => !d.trim().startsWith('--'))).toEqual([]);
  });

  // Each style element's text went through innerHTML, so the browser ran its HTML parser on each, some
  // 20 on a cold dashboard: about 15 ms of the first render's longest task (patches/ for @rc-component/util).
  it("writes the theme's variables as text, not through the HTML parser, and again as text when the colour changes", () => {
    const setter = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')?.set;
    const styleWrites: string[] = [];
    const spy = vi.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(function (
      this: Element,
      html,
    ) {
      if (this.tagName === 'STYLE') styleWrites.push(html);
      setter?.call(this, html);
    });
    try {
      const view = (color: string) => (
        <ConfigProvider theme={appTheme(color)}>
          <Button type="primary">Add</Button>
        </ConfigProvider>
      );
      const primary = () =>
        [...document.querySelectorAll('style')]
          .map((style) => /--ant-color-primary:([^;}]+)/.exec(style.textContent ?? '')?.[1])
          .find(Boolean);
      const { rerender } = render(view('#3462b1'));
      const first = primary();
      expect(first).toBeTruthy();
      rerender(view('#00c2a8'));
      expect(primary()).not.toBe(first);
      expect(styleWrites).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives the browser the darker shades of the preset tags, not only the token', () => {
    const styles = pageStyles(<Tag color="green">Open</Tag>);
    // The CSS variable each tag reads, as the page finally holds it (a later declaration wins).
    const shade = (name: string) =>
      [...styles.matchAll(new RegExp(`--ant-${name}-7:\\s*([^;}]+)`, 'g'))].at(-1)?.[1];
    expect(shade('green')).toBe('#237804');
    expect(shade('orange')).toBe('#ad4e00');
    expect(shade('gold')).toBe('#874d00');
  });

  it('reads at 4.5:1 or more: red buttons and errors on white, and the text of status tags on their ground', () => {
    for (const color of ['#3462b1', '#ffd400', '#00c2a8']) {
      const token = theme.getDesignToken(appTheme(color));
      const pairs: [string, string, string][] = [
        ['link', token.colorLink, '#ffffff'],
        ['error', token.colorError, '#ffffff'],
        ['error tag', token.colorErrorText, token.colorErrorBg],
        ['success tag', token.colorSuccessText, token.colorSuccessBg],
        ['warning tag', token.colorWarningText, token.colorWarningBg],
      ];
      // The preset colours the app's tags use (<Tag color="green">): their text on their ground.
      const presets = token as unknown as Record<string, string>;
      for (const preset of ['green', 'red', 'blue', 'orange', 'gold'])
        pairs.push([`${preset} tag`, presets[`${preset}7`] ?? '', presets[`${preset}1`] ?? '']);
      for (const [name, fg, bg] of pairs) {
        expect(contrastRatio(fg, bg), `${name} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  // rc-motion marks a dialog it animates with ant-zoom-appear until the transition ends (which jsdom
  // never reports); without motion the class goes after the first frames.
  it.each([
    [false, 1],
    [true, 0],
  ])('animates dialogs unless the system asks for reduced motion (%s)', async (reduced, animated) => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: reduced && query === '(prefers-reduced-motion: reduce)',
    }));
    try {
      render(
        <AntdProvider>
          <Modal open title="Delete">
            Sure?
          </Modal>
        </AntdProvider>,
      );
      expect(screen.getByText('Sure?')).toBeTruthy();
      await waitFor(() => expect(document.querySelectorAll('.ant-zoom-appear')).toHaveLength(animated));
    } finally {
      vi.restoreAllMocks();
    }
  });
});
