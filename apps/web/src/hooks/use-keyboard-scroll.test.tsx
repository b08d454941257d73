import { cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeyboardScroll } from './use-keyboard-scroll.ts';

afterEach(cleanup);

/** A box of `content`, as wide as `scrollWidth` inside a `clientWidth` of 300 (jsdom lays nothing out). */
function Scroller({ scrollWidth, children }: { scrollWidth: number; children?: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useKeyboardScroll(() => root.current, '.box', 'Table (the arrow keys scroll it sideways)');
  return (
    <div ref={root}>
      <div
        className="box"
        data-testid="box"
        ref={(box) => {
          if (!box) return;
          Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
          Object.defineProperty(box, 'clientWidth', { configurable: true, value: 300 });
        }}
      >
        <table>
          <tbody>
            <tr>
              <td>{children ?? '72 kg'}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}

describe('a box that scrolls sideways', () => {
  it('takes the keyboard’s focus, named, when it overflows and holds no control', () => {
    render(<Scroller scrollWidth={600} />);
    const box = screen.getByRole('group', { name: 'Table (the arrow keys scroll it sideways)' });
    expect(box.tabIndex).toBe(0);
  });

  it('is left alone when it fits, or when a control in it is the keyboard’s way in', () => {
    render(<Scroller scrollWidth={300} />);
    expect(screen.getByTestId('box').hasAttribute('tabindex')).toBe(false);
    cleanup();
    render(
      <Scroller scrollWidth={600}>
        <a href="/workouts/detail/1">Workout</a>
      </Scroller>,
    );
    expect(screen.getByTestId('box').hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
