import type { DropdownProps, MenuProps } from 'antd';
import { useRef } from 'react';
import { focusLeftIn } from './use-popup-focus.ts';

type TMenuProps = Required<Pick<DropdownProps, 'autoFocus' | 'onOpenChange' | 'menu'>>;

/**
 * How every menu of the app meets the keyboard (ARIA menu button). The menu takes focus as it opens, so
 * the arrow keys move through it. A chosen item first gives focus back to what opened the menu, then
 * acts (once the key is up): a dialog or drawer it opens returns focus there when it closes (antd's
 * give it back to what had it as they opened). Before, focus stayed on the item, which the closing menu
 * removes, and a keyboard user found themselves at the page's start. Spread `dropdown` on the
 * `Dropdown`; `returnFocus` is for a dialog that is unmounted as it closes (it cannot give focus back
 * itself).
 */
export function useActionMenu(menu: MenuProps): { dropdown: TMenuProps; returnFocus: () => void } {
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = () => opener.current?.focus();
  const dropdown: TMenuProps = {
    autoFocus: true,
    onOpenChange: (open, { source }) => {
      if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      // Closed with Escape (or a click beside it), the menu left focus on nothing: back to its button. A
      // chosen item ('menu') gives it back itself, once the key is up.
      if (!open && source === 'trigger')
        requestAnimationFrame(() => {
          if (focusLeftIn('.ant-dropdown')) returnFocus();
        });
    },
    menu: {
      ...menu,
      onClick: (info) => {
        const act = () => {
          returnFocus();
          menu.onClick?.(info);
        };
        // Chosen with Enter, the item acts once the key is up: a dialog it opens takes focus at once, and
        // the rest of the same key press then pressed the dialog's first button (Cancel), closing it as
        // it opened; a keyboard user could not delete or revoke from a row's menu.
        if (info.domEvent.type === 'keydown') window.addEventListener('keyup', act, { once: true });
        else act();
      },
    },
  };
  return { dropdown, returnFocus };
}
