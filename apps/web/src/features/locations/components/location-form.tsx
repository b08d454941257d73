import type { TLocation } from '@pulseboard/contract/locations';
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDrawerFormProps } from '../../../components/club-list-tab.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import type { TKeySuffix } from '../../../lib/i18n.ts';
import { type TLocationBody, useCreateLocation } from '../api/create-location.ts';
import { useUpdateLocation } from '../api/update-location.ts';
import { SecretField, secretValue } from './secret-field.tsx';

type TValues = Omit<TLocationBody, 'inbodyKey' | 'momenceClientSecret'> & {
  inbodyKey?: string;
  inbodyKeyClear?: boolean;
  momenceClientSecret?: string;
  momenceClientSecretClear?: boolean;
};

const TEXTS = ['mindbodySiteId', 'inbodyAccount', 'momenceAccount', 'momenceClientId'] as const;
const LINKS = ['instagramName', 'instagramUrl', 'homepage'] as const;

function initial(location?: TLocation): TValues {
  return {
    branchName: location?.branchName ?? '',
    branchLocation: location?.branchLocation ?? '',
    branchZip: location?.branchZip ?? '',
    status: location?.status ?? 'open',
    ...Object.fromEntries([...TEXTS, ...LINKS].map((key) => [key, location?.[key] ?? ''])),
  };
}

/** One form for creating and editing a location; secrets are write-only. */
export function LocationForm({
  clubId,
  location,
  readOnly,
  onSaved,
  onCancel,
}: TDrawerFormProps & { clubId: number; location?: TLocation }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const create = useCreateLocation(clubId);
  const update = useUpdateLocation(clubId);
  const saving = create.isPending || update.isPending;
  const [initialValues] = useState(() => initial(location));
  useRevalidateOnLanguage(form);

  const onFinish = ({
    inbodyKey,
    inbodyKeyClear,
    momenceClientSecret,
    momenceClientSecretClear,
    ...rest
  }: TValues) => {
    const body: TLocationBody = {
      ...rest,
      inbodyKey: secretValue(inbodyKey, inbodyKeyClear),
      momenceClientSecret: secretValue(momenceClientSecret, momenceClientSecretClear),
    };
    const options = { onSuccess: onSaved, onError: (error: unknown) => applyFieldErrors(form, error) };
    if (location) update.mutate({ locationId: location.locationId, body }, options);
    else create.mutate(body, options);
  };

  const label = (key: TKeySuffix<'locations.field'>) => t(`locations.field.${key}`);
  return (
    <Form
      form={form}
      layout="vertical"
      name="location"
      onFinish={onFinish}
      disabled={readOnly || saving}
      initialValues={initialValues}
    >
      <Form.Item
        name="branchName"
        label={label('branchName')}
        rules={[{ required: true, whitespace: true, message: t('validation.branchName') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="branchLocation"
        label={label('branchLocation')}
        rules={[{ required: true, whitespace: true, message: t('validation.branchLocation') }]}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="branchZip"
            label={label('branchZip')}
            rules={[{ pattern: /^[A-Za-z0-9 -]{3,12}$/, message: t('validation.zip') }]}
          >
            <Input maxLength={12} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={label('status')}>
            <Select
              options={(['open', 'closed'] as const).map((s) => ({
                value: s,
                label: t(`locations.status.${s}`),
              }))}
            />
          </Form.Item>
        </Col>
        {LINKS.map((key) => (
          <Col key={key} xs={24} sm={key === 'instagramName' ? 12 : 24}>
            <Form.Item
              name={key}
              label={label(key)}
              rules={
                key === 'instagramName'
                  ? []
                  : [{ pattern: /^https?:\/\/\S+$/i, message: t('validation.url') }]
              }
            >
              <Input placeholder={key === 'instagramName' ? undefined : 'https://'} maxLength={500} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Divider titlePlacement="start">{t('locations.section.integrations')}</Divider>
      <Row gutter={16}>
        {TEXTS.map((key) => (
          <Col key={key} xs={24} sm={12}>
            <Form.Item name={key} label={label(key)}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12}>
          <SecretField name="inbodyKey" label={label('inbodyKey')} isSet={location?.inbodyKeySet ?? false} />
        </Col>
        <Col xs={24} sm={12}>
          <SecretField
            name="momenceClientSecret"
            label={label('momenceClientSecret')}
            isSet={location?.momenceClientSecretSet ?? false}
          />
        </Col>
      </Row>
      <FormActions readOnly={readOnly} saving={saving} onCancel={onCancel} />
    </Form>
  );
}
