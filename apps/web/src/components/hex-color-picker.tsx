import { ColorPicker, type ColorPickerProps } from 'antd';

/**
 * A colour as the API stores it (#rrggbb): antd's picker without its format switch and opacity, whose
 * controls it leaves unnamed (its hue slider, code box and clear button are named through the locale,
 * app/provider.tsx and patches/).
 */
export function HexColorPicker(props: Omit<ColorPickerProps, 'format' | 'disabledFormat' | 'disabledAlpha'>) {
  return <ColorPicker {...props} format="hex" disabledFormat disabledAlpha />;
}
