import { act, cleanup, render, screen } from '@testing-library/react';
import { ConfigProvider, Drawer, Modal } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page(props: { open: boolean; kind: 'dialog' | 'drawer' }) {
  const Popup = props.kind === 'dialog' ? Modal : Drawer;
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <button type="button">Find</button>
      <button type="button">Return</button>
      <Popup open={props.open} title="Assign pod" footer={null}>
        <button type="button">Assign</button>
      </Popup>
    </ConfigProvider>
  );
}

// A dialog gives focus back to what held it before it opened once its hide motion ends, which on a busy
// machine is after the user has gone on: the coach's Return confirmation, opened at once, lost its focus
// to the scanner box. patches/ gives focus back only while it is still in the dialog, or lost; the same
// for drawers.
describe.each(['dialog', 'drawer'] as const)("antd's %s", (kind) => {
  it('gives focus back to what held it before, as it closes', () => {
    const { rerender } = render(<Page kind={kind} open={false} />);
    screen.getByRole('button', { name: 'Find' }).focus();
    rerender(<Page kind={kind} open />);
    screen.getByRole('button', { name: 'Assign' }).focus();
    act(() => rerender(<Page kind={kind} open={false} />));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Find' }));
  });

  it('leaves focus where the user has taken it since', () => {
    const { rerender } = render(<Page kind={kind} open={false} />);
    screen.getByRole('button', { name: 'Find' }).focus();
    rerender(<Page kind={kind} open />);
    const moved = screen.getByRole('button', { name: 'Return', hidden: true });
    moved.focus();
    act(() => rerender(<Page kind={kind} open={false} />));
    expect(document.activeElement).toBe(moved);
  });
});

// Tab from a drawer's (or dialog's) last control went out of the page (to the browser's own controls)
// and came back to its first control one Tab later; Shift+Tab from the first, the same the other way.
// patches/ (@rc-component/util) wraps round at once, as a modal dialog should. A dialog locks focus only
// where its style sheet places it (jsdom has none): e2e/shell.spec.ts tries one in a browser.
describe("Tab in antd's drawer", () => {
  const tab = (shiftKey = false) =>
    act(() => {
      const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
      document.activeElement?.dispatchEvent(event);
      return event.defaultPrevented;
    });

  it('goes from the last control to the first, and back with Shift', async () => {
    // rc-util counts only the controls it sees laid out; jsdom lays nothing out.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 80, 24));
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <button type="button">Page</button>
        <Drawer open title="Settings" footer={null} closable={false}>
          <button type="button">First</button>
          <button type="button">Last</button>
        </Drawer>
      </ConfigProvider>,
    );
    const first = await screen.findByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    tab();
    expect(document.activeElement).toBe(first);
    tab(true);
    expect(document.activeElement).toBe(last);
  });
});
