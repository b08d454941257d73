import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

afterEach(cleanup);

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('lazyPart', () => {
  it('loads the code when first shown, once, with a skeleton meanwhile', async () => {
    const load = vi.fn(async () => Hello);
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    const { container } = render(<Part name="Ana" />);
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(await screen.findByText('hello Ana')).toBeTruthy();
    cleanup();
    render(<Part name="Bea" />);
    expect(screen.getByText('hello Bea')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the code again the next time it shows after a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Hello);
    const Part = lazyPart<{ name: string }>(load);
    render(
      <Boundary>
        <Part name="Ana" />
      </Boundary>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
    cleanup();
    render(
      <Boundary>
        <Part name="Ana" />
      </Boundary>,
    );
    expect(await screen.findByText('hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
