import { Popconfirm, type PopconfirmProps } from 'antd';
import { useId, useRef } from 'react';

/**
 * A confirmation beside the button that asks it: antd's Popconfirm, made to work from the keyboard (biome
 * forbids antd's own elsewhere). antd left focus on the button, so Tab went on past Cancel and OK to
 * the next row's controls; here focus goes to Cancel once it shows (the safe answer), and back to the
 * button once it closes from inside.
 */
export function ConfirmPopover({ onOpenChange, rootClassName, ...props }: PopconfirmProps) {
  const opener = useRef<HTMLElement | null>(null);
  // Finds this confirmation's popup, which antd draws elsewhere in the page.
  const marker = `confirm-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Popconfirm
      {...props}
      rootClassName={rootClassName ? `${marker} ${rootClassName}` : marker}
      onOpenChange={(open: boolean) => {
        const focused = document.activeElement;
        if (open) {
          opener.current = focused instanceof HTMLElement ? focused : null;
          // Its buttons exist once antd has drawn it, after this event.
          setTimeout(() =>
            document.querySelector<HTMLElement>(`.${marker} .ant-popconfirm-buttons button`)?.focus(),
          );
        } else if (!focused || focused === document.body || focused.closest(`.${marker}`)) {
          // Closed by its own buttons (or Escape) it gives focus back; a click elsewhere keeps its focus.
          opener.current?.focus();
        }
        onOpenChange?.(open);
      }}
    />
  );
}
