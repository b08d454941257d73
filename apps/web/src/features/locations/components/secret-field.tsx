import { Checkbox, Form, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password-input.tsx';

/** A write-only secret: a 'set' / 'not set' tag, a password input that keeps the stored value when empty,
 * and (when one is stored) a checkbox that clears it. */
export function SecretField({ name, label, isSet }: { name: string; label: string; isSet: boolean }) {
  const { t } = useTranslation();
  const clearing = Form.useWatch<boolean | undefined>(`${name}Clear`);
  return (
    <Form.Item
      label={
        <>
          {label}&nbsp;
          <Tag color={isSet ? 'green' : undefined}>
            {t(isSet ? 'locations.secret.set' : 'locations.secret.notSet')}
          </Tag>
        </>
      }
    >
      <Form.Item name={name} noStyle>
        <PasswordInput
          what={label}
          autoComplete="new-password"
          placeholder={isSet ? t('locations.secret.keep') : undefined}
          disabled={clearing}
          maxLength={500}
          aria-label={label}
        />
      </Form.Item>
      {isSet && (
        <Form.Item name={`${name}Clear`} valuePropName="checked" noStyle>
          <Checkbox style={{ marginTop: 8 }}>{t('locations.secret.clear')}</Checkbox>
        </Form.Item>
      )}
    </Form.Item>
  );
}

/** What to send for a secret: omitted keeps it, '' clears it, text replaces it. */
export function secretValue(value: string | undefined, clear: boolean | undefined): string | undefined {
  if (clear) return '';
  return value ? value : undefined;
}
