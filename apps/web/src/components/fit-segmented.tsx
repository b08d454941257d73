import { Segmented, type SegmentedProps } from 'antd';
import { useIsMobile } from '../hooks/use-is-mobile.ts';

const PHONE_STYLES: SegmentedProps['styles'] = {
  label: { whiteSpace: 'normal', lineHeight: 1.25, paddingBlock: 4 },
};

/**
 * The app's Segmented: on a phone its options share the full width and a long label wraps (Spanish
 * ones are long), so a row of choices never makes the page scroll sideways. It must be named: without
 * an aria-label antd names the group "segmented control", in English.
 */
export function FitSegmented<T extends string>(props: SegmentedProps<T> & { 'aria-label': string }) {
  const isMobile = useIsMobile();
  return (
    <Segmented<T>
      block={isMobile}
      styles={isMobile ? PHONE_STYLES : undefined}
      {...props}
      // A whole row on a phone, also as an item of a wrapping toolbar (it shrank to its labels there,
      // cutting them to "As…").
      style={isMobile ? { width: '100%', ...props.style } : props.style}
    />
  );
}
