import {
  INTEGRATION_FIELDS,
  type TIntegration,
  type TIntegrationField,
} from '@pulseboard/contract/integrations';
import { Button, Card, Checkbox, Form, Input, Switch, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/password-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useSaveIntegration } from '../api/save-integration.ts';
import { integrationBody, type TIntegrationFormValues } from '../utils/integration-body.ts';

const initial = (integration: TIntegration): TIntegrationFormValues => ({
  enabled: integration.enabled,
  config: { ...integration.config },
  secrets: {},
  clear: {},
});

/** One provider: on/off, plain settings shown, secrets only written (set / not set, or cleared). */
export function IntegrationCard({ clubId, integration }: { clubId: number; integration: TIntegration }) {
  const { t } = useTranslation();
  const { provider } = integration;
  const fields = INTEGRATION_FIELDS[provider];
  // Every field name of the contract must have a label: the typecheck fails on a new one without.
  const fieldLabel = (key: string) => t(`integrations.tab.field.${key as TIntegrationField}`);
  const save = useSaveIntegration(clubId, provider);
  const { form, formProps, saving } = useEntityForm({
    initialValues: () => initial(integration),
    save: { mutation: save, variables: (values: TIntegrationFormValues) => integrationBody(values, fields) },
    savedText: t('integrations.saved'),
  });
  const clear = Form.useWatch('clear', form) ?? {};
  // Six cards hold the same controls: each one's name says whose it is.
  const name = t(`integrations.tab.provider.${provider}`);
  const own = (what: string) => t('integrations.tab.ofProvider', { what, provider: name });

  // After a save the new state comes back: typed secrets are dropped, "set" flags refreshed.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial(integration));
  }, [integration, form]);

  return (
    <Card
      size="small"
      title={name}
      data-testid={`integration-${provider}`}
      style={{ flex: '1 1 320px', maxWidth: 520 }}
    >
      <Form {...formProps}>
        <Form.Item name="enabled" label={t('integrations.tab.enabled')} valuePropName="checked">
          <Switch aria-label={own(t('integrations.tab.enabled'))} />
        </Form.Item>
        {fields.config.map((key) => (
          <Form.Item key={key} name={['config', key]} label={fieldLabel(key)}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
        ))}
        {fields.secrets.map((key) => {
          const isSet = integration.secretsSet[key] === true;
          return (
            <Form.Item
              key={key}
              // The input sits in a nested, unnamed item: point the label at it so it names the field.
              htmlFor={`${formProps.name}_secrets_${key}`}
              label={
                <>
                  {fieldLabel(key)}
                  <Tag style={{ marginInlineStart: 8 }} color={isSet ? 'green' : undefined}>
                    {t(isSet ? 'integrations.tab.secretSet' : 'integrations.tab.secretNotSet')}
                  </Tag>
                </>
              }
              extra={isSet ? t('integrations.tab.secretKeep') : undefined}
            >
              <Form.Item name={['secrets', key]} noStyle>
                <PasswordInput
                  what={own(fieldLabel(key))}
                  maxLength={500}
                  autoComplete="new-password"
                  disabled={clear[key] === true}
                  placeholder={isSet ? '••••••••' : t('integrations.tab.secretNew')}
                />
              </Form.Item>
              {isSet && (
                <Form.Item name={['clear', key]} valuePropName="checked" noStyle>
                  <Checkbox style={{ marginTop: 4 }}>{t('integrations.tab.secretClear')}</Checkbox>
                </Form.Item>
              )}
            </Form.Item>
          );
        })}
        <Button type="primary" htmlType="submit" loading={saving} aria-label={own(t('common.save'))}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
