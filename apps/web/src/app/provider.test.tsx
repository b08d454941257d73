import { act, cleanup, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdProvider } from './provider.tsx';

afterEach(cleanup);

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
    expect(screen.getByRole('button', { name: 'loading Add' })).toBeTruthy();
    act(() => rerender(view(false)));
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(document.querySelector('.anticon-loading')).toBeNull();
  });
});
