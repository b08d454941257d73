import { INTEGRATIONS, ZClubInput } from '@pulseboard/contract/clubs';
import { Checkbox, Col, Divider, Form, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/number-input.tsx';
import { rulesFrom } from '../../../lib/zod-rules.ts';
import { CLUB_FLAGS } from './club-form-values.ts';

const ZONES = [0, 1, 2, 3, 4];

/** Flags, integrations on/off and the optional heart-rate zone settings of the club form. */
export function ClubOptionsFields() {
  const { t } = useTranslation();
  const zonesCustom = Form.useWatch<boolean>('zonesCustom');
  return (
    <>
      <Divider titlePlacement="start">{t('clubs.section.flags')}</Divider>
      <Row gutter={16}>
        {CLUB_FLAGS.map((flag) => (
          <Col key={flag} xs={24} sm={12} md={8}>
            <Form.Item name={flag} valuePropName="checked" label={t(`clubs.flag.${flag}`)}>
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Divider titlePlacement="start">{t('clubs.section.integrations')}</Divider>
      <Row gutter={16}>
        {INTEGRATIONS.map((provider) => (
          <Col key={provider} xs={24} sm={12} md={8}>
            <Form.Item
              name={['integrations', provider]}
              valuePropName="checked"
              label={t(`clubs.integration.${provider}`)}
            >
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Divider titlePlacement="start">{t('clubs.section.zones')}</Divider>
      <Form.Item name="zonesCustom" valuePropName="checked">
        <Checkbox>{t('clubs.zones.custom')}</Checkbox>
      </Form.Item>
      {zonesCustom && (
        <Row gutter={8}>
          {ZONES.map((i) => (
            <Col key={i} xs={12} sm={8} md={4}>
              <Typography.Text strong>{t('clubs.zones.zone', { n: i + 1 })}</Typography.Text>
              <Form.Item
                name={['zoneSettings', 'starts', i]}
                label={t('clubs.zones.start')}
                dependencies={i > 0 ? [['zoneSettings', 'starts', i - 1]] : []}
                rules={[
                  ...rulesFrom(ZClubInput, ['zoneSettings', 'starts', i], t),
                  // Client-only here: it compares two fields (the API checks the whole list on save).
                  ({ getFieldValue }) => ({
                    validator: async (_, value?: number) => {
                      const previous = i > 0 ? getFieldValue(['zoneSettings', 'starts', i - 1]) : undefined;
                      if (value !== undefined && previous !== undefined && value <= previous)
                        throw new Error(t('validation.zoneStarts'));
                    },
                  }),
                ]}
              >
                <NumberInput min={30} max={100} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name={['zoneSettings', 'points', i]}
                label={t('clubs.zones.points')}
                rules={rulesFrom(ZClubInput, ['zoneSettings', 'points', i], t)}
              >
                <NumberInput min={0} max={20} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
