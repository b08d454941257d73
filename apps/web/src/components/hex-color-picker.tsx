import { ColorPicker, type ColorPickerProps } from 'antd';

/**
 * A colour as the API stores it (#rrggbb): antd's picker without its format switch and opacity, whose
 * controls it leaves unnamed (its hue slider, code box and clear button are named through the locale,
 * app/provider.tsx and patches/).
 */
export function HexColorPicker({
  'aria-required': _required,
  ...props
}: Omit<ColorPickerProps, 'format' | 'disabledFormat' | 'disabledAlpha'> & { 'aria-required'?: unknown }) {
  // A required form field's control gets aria-required from Form.Item; the picker's trigger has no role
  // that allows it (axe: aria-allowed-attr). The field's label still shows it is required.
  return <ColorPicker {...props} format="hex" disabledFormat disabledAlpha />;
}
