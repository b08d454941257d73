import { ColorPicker, type ColorPickerProps } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { usePopupFocus } from '../hooks/use-popup-focus.ts';

type TProps = Omit<ColorPickerProps, 'format' | 'disabledFormat' | 'disabledAlpha'> & {
  'aria-required'?: unknown;
  /** Its name: a Form.Item's label does not name it (the trigger is no form control). */
  'aria-label': string;
};

/**
 * A colour as the API stores it (#rrggbb): antd's picker without its format switch and opacity, whose
 * controls it leaves unnamed (its hue slider, code box and clear button are named through the locale,
 * app/provider.tsx and patches/). Its trigger works from the keyboard: antd's is a box that takes no
 * focus, so the theme and club colours could not be changed without a mouse. It is a button here (Enter
 * or Space opens it), and the panel's code box takes focus as it opens.
 */
export function HexColorPicker({
  'aria-required': _required,
  open,
  onOpenChange,
  disabled,
  ...props
}: TProps) {
  // (`aria-required` is dropped: Form.Item gives it to a required field's control, and a button may not
  // carry it, axe aria-allowed-attr. The field's label still shows it is required.)
  const [shown, setShown] = useState(false);
  const isOpen = open ?? shown;
  const focus = usePopupFocus('.ant-color-picker-input input');
  const toggle = (next: boolean) => {
    setShown(next);
    focus.onOpenChange(next);
    onOpenChange?.(next);
  };
  const asButton = {
    role: 'button',
    tabIndex: disabled ? -1 : 0,
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || (event.key === 'Escape' && isOpen)) {
        event.preventDefault();
        toggle(event.key === 'Escape' ? false : !isOpen);
      }
    },
  };
  return (
    <ColorPicker
      {...props}
      {...(asButton as object)}
      rootClassName={focus.rootClassName}
      disabled={disabled}
      open={isOpen}
      onOpenChange={toggle}
      format="hex"
      disabledFormat
      disabledAlpha
    />
  );
}
