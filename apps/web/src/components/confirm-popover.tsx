import { Popconfirm, type PopconfirmProps } from 'antd';
import { usePopupFocus } from '../hooks/use-popup-focus.ts';

/**
 * A confirmation beside the button that asks it: antd's Popconfirm, made to work from the keyboard (biome
 * forbids antd's own elsewhere). antd left focus on the button, so Tab went on past Cancel and OK to
 * the next row's controls; here focus goes to Cancel once it shows (the safe answer), and back to the
 * button once it closes from inside.
 */
export function ConfirmPopover({ onOpenChange, rootClassName, ...props }: PopconfirmProps) {
  const focus = usePopupFocus('.ant-popconfirm-buttons button');
  return (
    <Popconfirm
      {...props}
      rootClassName={rootClassName ? `${focus.rootClassName} ${rootClassName}` : focus.rootClassName}
      onOpenChange={(open: boolean) => {
        focus.onOpenChange(open);
        onOpenChange?.(open);
      }}
    />
  );
}
