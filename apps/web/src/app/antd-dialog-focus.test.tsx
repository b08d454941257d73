import { act, cleanup, render, screen } from '@testing-library/react';
import { ConfigProvider, Drawer, Modal } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

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
