import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';

// The show-password eye is a 14 px icon; padding makes it a 24 px target (WCAG 2.2 target size).
const TARGET_STYLE = { display: 'inline-flex', padding: 5, margin: -5 } as const;

/** The app's password box: antd's, with a show-password control large enough to hit and named. */
export function PasswordInput(props: InputProps) {
  const { t } = useTranslation();
  return (
    <Input.Password
      {...props}
      iconRender={(visible) => (
        <span style={TARGET_STYLE} role="img" aria-label={t(visible ? 'password.hide' : 'password.show')}>
          {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        </span>
      )}
    />
  );
}
