import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { ConfigProvider, Input, type InputProps } from 'antd';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

// The show-password eye is a 14 px icon; padding makes it a 24 px target (WCAG 2.2 target size).
const TARGET_STYLE = { display: 'inline-flex', padding: 5, margin: -5 } as const;

/**
 * The app's password or secret box: antd's, with a show/hide control large enough to hit and named after
 * what the box holds ("Show API key"; "Show password" without `what`). antd names every such control
 * "Show" from its locale, so a page of several secrets (Integrations) was a row of identical buttons.
 */
export function PasswordInput({ what, ...props }: InputProps & { what?: string }) {
  const { t } = useTranslation();
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const named = useMemo(
    () => ({
      ...locale,
      locale: locale?.locale ?? 'en',
      global: {
        ...locale?.global,
        show: what ? t('password.showWhat', { what }) : t('password.show'),
        hide: what ? t('password.hideWhat', { what }) : t('password.hide'),
      },
    }),
    [locale, what, t],
  );
  return (
    <ConfigProvider locale={named}>
      <Input.Password
        {...props}
        iconRender={(visible) => (
          <span style={TARGET_STYLE} aria-hidden>
            {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </span>
        )}
      />
    </ConfigProvider>
  );
}
