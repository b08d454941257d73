import { Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A heading of the page's content, one level under the shell's page heading (h1): an h2 whatever size
 * it is drawn at (`look`, antd's heading sizes), so the outline has no gap for screen readers.
 */
export function SectionTitle({
  look,
  style,
  children,
  ...rest
}: {
  look: 3 | 4;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { token } = theme.useToken();
  const size = look === 3 ? token.fontSizeHeading3 : token.fontSizeHeading4;
  const lineHeight = look === 3 ? token.lineHeightHeading3 : token.lineHeightHeading4;
  return (
    <Typography.Title level={2} style={{ fontSize: size, lineHeight, ...style }} {...rest}>
      {children}
    </Typography.Title>
  );
}
