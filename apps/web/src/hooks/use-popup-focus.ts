import { useId, useRef } from 'react';

/** Whether focus is lost (on nothing) or still inside what `inside` selects, which is closing. */
export function focusLeftIn(inside: string): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || focused.closest(inside) !== null;
}

/**
 * Focus for a popup antd draws elsewhere in the page (a confirmation, a colour panel): as it opens, focus
 * goes to the first element of it that `target` selects; once it closes from inside (or with Escape),
 * back to what had focus when it opened. A click elsewhere keeps its focus. Without it the popup sat at
 * the page's end, past every other control: Tab from its button went on to the next one instead.
 * Put `rootClassName` on the popup and call `onOpenChange` from the popup's own.
 */
export function usePopupFocus(target: string) {
  const opener = useRef<HTMLElement | null>(null);
  const marker = `popup-${useId().replace(/[^\w-]/g, '')}`;
  const onOpenChange = (open: boolean) => {
    if (open) {
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement ? focused : null;
      // Its content exists once antd has drawn it, after this event.
      setTimeout(() => document.querySelector<HTMLElement>(`.${marker} ${target}`)?.focus());
    } else if (focusLeftIn(`.${marker}`)) {
      opener.current?.focus();
    }
  };
  return { rootClassName: marker, onOpenChange };
}
