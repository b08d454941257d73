import { theme } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';

/**
 * A box in the look of antd's small Card, without it: antd's Card brings its tabs (12 KiB compressed)
 * into the page's first load. For the dashboard, whose first load counts every KiB.
 */
export function Panel({
  title,
  children,
  style,
  ...rest
}: { title?: ReactNode; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const { token } = theme.useToken();
  return (
    <section
      {...rest}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        ...style,
      }}
    >
      {title && (
        <h2
          style={{
            margin: 0,
            padding: `0 ${token.paddingSM}px`,
            minHeight: 38,
            display: 'flex',
            alignItems: 'center',
            fontSize: token.fontSize,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          }}
        >
          {title}
        </h2>
      )}
      <div style={{ padding: token.paddingSM }}>{children}</div>
    </section>
  );
}
