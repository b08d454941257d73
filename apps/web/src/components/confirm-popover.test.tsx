import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmPopover } from './confirm-popover.tsx';

afterEach(cleanup);

function renderDelete(onConfirm = vi.fn()) {
  render(
    <ConfirmPopover title="Delete pod POD-1?" okText="Delete" cancelText="Cancel" onConfirm={onConfirm}>
      <Button>Remove</Button>
    </ConfirmPopover>,
  );
  const trigger = screen.getByRole('button', { name: 'Remove' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, onConfirm };
}

describe('a confirmation beside its button', () => {
  it('takes focus on Cancel as it opens, every time, and gives it back to its button', async () => {
    const { trigger, onConfirm } = renderDelete();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(trigger);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
  });

  it('confirms with OK, then gives focus back to its button', async () => {
    const { trigger, onConfirm } = renderDelete();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
