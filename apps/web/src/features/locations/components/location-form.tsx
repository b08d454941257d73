import { type TLocation, ZLocationInput } from '@pulseboard/contract/locations';
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDrawerFormProps } from '../../../components/club-list-tab.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
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

function toBody({
  inbodyKey,
  inbodyKeyClear,
  momenceClientSecret,
  momenceClientSecretClear,
  ...rest
}: TValues): TLocationBody {
  return {
    ...rest,
    inbodyKey: secretValue(inbodyKey, inbodyKeyClear),
    momenceClientSecret: secretValue(momenceClientSecret, momenceClientSecretClear),
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
  const create = useCreateLocation(clubId);
  const update = useUpdateLocation(clubId);
  const { formProps, saving, rules } = useEntityForm({
    schema: ZLocationInput,
    initialValues: () => initial(location),
    save: { mutation: create, variables: (values: TValues) => toBody(values) },
    update: location && {
      mutation: update,
      variables: (values: TValues) => ({ locationId: location.locationId, body: toBody(values) }),
    },
    onSaved,
  });

  const label = (key: TKeySuffix<'locations.field'>) => t(`locations.field.${key}`);
  return (
    <Form {...formProps} disabled={readOnly || saving}>
      <Form.Item name="branchName" label={label('branchName')} rules={rules('branchName')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="branchLocation" label={label('branchLocation')} rules={rules('branchLocation')}>
        <Input maxLength={300} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="branchZip" label={label('branchZip')} rules={rules('branchZip')}>
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
            <Form.Item name={key} label={label(key)} rules={rules(key)}>
              <Input placeholder={key === 'instagramName' ? undefined : 'https://'} maxLength={500} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Divider titlePlacement="start">{t('locations.section.integrations')}</Divider>
      <Row gutter={16}>
        {TEXTS.map((key) => (
          <Col key={key} xs={24} sm={12}>
            <Form.Item name={key} label={label(key)} rules={rules(key)}>
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
