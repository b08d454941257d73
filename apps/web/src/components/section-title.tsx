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
  look: 3 | 4 | 5;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const { token } = theme.useToken();
  const size = token[`fontSizeHeading${look}`];
  const lineHeight = token[`lineHeightHeading${look}`];
  return (
    <Typography.Title level={2} style={{ fontSize: size, lineHeight, ...style }} {...rest}>
      {children}
    </Typography.Title>
  );
}
