import { InputNumber, type InputNumberProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { decimalMark, readTypedNumber } from '../lib/format.ts';

/**
 * The app's number box: antd's, showing and reading decimals as the current language writes them.
 * antd's own drops any comma, so a Spanish '72,5' became 725.
 */
export function NumberInput(props: InputNumberProps<number>) {
  useTranslation();
  const mark = decimalMark();
  return (
    <InputNumber<number>
      // A new box when the language changes: antd's keeps the text it shows until the value changes, and
      // would read '5,5' with English rules (55) on the next blur.
      key={mark}
      decimalSeparator={mark}
      // The box reads the digits as a string, empty for none (antd's own examples cast it the same way).
      parser={(text) => readTypedNumber(text) as unknown as number}
      {...props}
    />
  );
}
