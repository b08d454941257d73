import { useEffect } from 'react';

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A box that scrolls sideways (a wide table on a phone) and holds no control of its own is reached by
 * the keyboard: while it overflows it takes focus (tabIndex 0), named by `label`, so the arrow keys
 * scroll it (axe scrollable-region-focusable). A box that holds a control, or fits, gets nothing: the
 * keyboard scrolls it through that control, and a stop that does nothing would only be in the way.
 * `selector` finds the box inside what `root` returns (a library draws it, as antd's table does). Run
 * after every render: the box appears once the list has loaded.
 */
export function useKeyboardScroll(
  root: () => HTMLElement | null | undefined,
  selector: string,
  label: string,
) {
  useEffect(() => {
    const box = root()?.querySelector<HTMLElement>(selector);
    if (!box) return;
    const update = () => {
      const reachable = box.scrollWidth > box.clientWidth && !box.querySelector(CONTROLS);
      if (reachable) {
        box.tabIndex = 0;
        box.setAttribute('role', 'group');
        box.setAttribute('aria-label', label);
      } else if (box.hasAttribute('role')) {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    update();
    // The box's size (the screen's) and its content's (the rows) both change whether it overflows.
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  });
}
