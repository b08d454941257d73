import {
  CALORIE_INFLATE_MAX,
  DEFAULT_STATION_SETTINGS,
  type TStationSettings,
  ZONE_COUNT,
  ZONE_POINTS_MAX,
  ZONE_START_MAX,
  ZONE_START_MIN,
  ZStationSettingsInput,
} from '@pulseboard/contract/stations';
import { Alert, Button, Flex, Form, Radio, Select, Switch, Typography } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HexColorPicker } from '../../../components/hex-color-picker.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import type { TMessageKey } from '../../../lib/i18n.ts';
import { useChangeStationSettings } from '../api/change-station-settings.ts';
import { useAptSkins } from '../api/get-apt-skins.ts';
import { zoneStartsIncrease } from '../utils/zone-bar.ts';
import { ZoneBarPreview } from './zone-bar-preview.tsx';

const ZONES = Array.from({ length: ZONE_COUNT }, (_, i) => i);
const toHex = (color: Color) => color.toHexString().toLowerCase();

/** One account's heart-rate display settings with a live preview of its zone bar. */
export function StationSettingsForm(props: {
  clubId: number;
  accountId: number;
  settings: TStationSettings;
  canEdit: boolean;
}) {
  const { clubId, accountId, settings, canEdit } = props;
  const { t } = useTranslation();
  const skins = useAptSkins();
  const save = useChangeStationSettings(clubId, accountId);
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZStationSettingsInput,
    initialValues: () => settings,
    save: { mutation: save, variables: (body: TStationSettings) => body },
    savedText: t('stations.settingsSaved'),
  });
  const values = Form.useWatch([], form) ?? settings;

  // Settings saved or refetched replace what the form shows.
  useEffect(() => form.setFieldsValue(settings), [settings, form]);

  const increasing = zoneStartsIncrease(values.zoneStarts ?? []);
  return (
    <Form {...formProps} disabled={!canEdit || saving}>
      <ZoneBarPreview
        zoneStarts={values.zoneStarts ?? DEFAULT_STATION_SETTINGS.zoneStarts}
        zoneColors={values.zoneColors ?? DEFAULT_STATION_SETTINGS.zoneColors}
        colorMode={values.colorMode ?? 'gradient'}
        gradientFrom={values.gradientFrom ?? DEFAULT_STATION_SETTINGS.gradientFrom}
        gradientTo={values.gradientTo ?? DEFAULT_STATION_SETTINGS.gradientTo}
      />
      {!increasing && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon title={t('validation.zoneStarts')} />
      )}
      <Flex wrap gap={12} style={{ marginTop: 16 }}>
        {ZONES.map((i) => (
          <Flex key={i} vertical style={{ flex: '1 1 150px', minWidth: 150 }} data-testid={`zone-${i + 1}`}>
            <Typography.Text strong>{t('stations.tab.zone', { n: i + 1 })}</Typography.Text>
            <Form.Item
              name={['zoneStarts', i]}
              label={t('stations.tab.zoneStart')}
              dependencies={i > 0 ? [['zoneStarts', i - 1]] : []}
              rules={[
                ...rules(['zoneStarts', i]),
                // Client-only here: it compares two fields (the contract checks the whole list).
                ({ getFieldValue }) => ({
                  validator: async (_, value?: number) => {
                    const previous = i > 0 ? getFieldValue(['zoneStarts', i - 1]) : undefined;
                    if (typeof previous === 'number' && typeof value === 'number' && value <= previous)
                      throw new Error(t('validation.zoneStarts'));
                  },
                }),
              ]}
            >
              <NumberInput
                min={ZONE_START_MIN}
                max={ZONE_START_MAX}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item
              name={['zonePoints', i]}
              label={t('stations.tab.zonePoints')}
              rules={rules(['zonePoints', i])}
            >
              <NumberInput min={0} max={ZONE_POINTS_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name={['zoneColors', i]} label={t('stations.tab.zoneColor')} getValueFromEvent={toHex}>
              <HexColorPicker
                showText
                aria-label={`${t('stations.tab.zone', { n: i + 1 })}: ${t('stations.tab.zoneColor')}`}
              />
            </Form.Item>
          </Flex>
        ))}
      </Flex>
      <Form.Item name="colorMode" label={t('stations.tab.colorMode')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'gradient', label: t('stations.tab.gradient') },
            { value: 'solid', label: t('stations.tab.solid') },
          ]}
        />
      </Form.Item>
      <Flex wrap gap={16}>
        <Form.Item name="gradientFrom" label={t('stations.tab.gradientFrom')} getValueFromEvent={toHex}>
          <HexColorPicker showText data-testid="gradient-from" aria-label={t('stations.tab.gradientFrom')} />
        </Form.Item>
        <Form.Item name="gradientTo" label={t('stations.tab.gradientTo')} getValueFromEvent={toHex}>
          <HexColorPicker showText data-testid="gradient-to" aria-label={t('stations.tab.gradientTo')} />
        </Form.Item>
      </Flex>
      <Flex wrap gap={16}>
        <Form.Item
          name="sixtyMinuteCutoff"
          label={t('stations.tab.sixtyMinuteCutoff')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="calorieInflate"
          label={t('stations.tab.calorieInflate')}
          rules={rules('calorieInflate')}
        >
          <NumberInput min={0} max={CALORIE_INFLATE_MAX} precision={0} />
        </Form.Item>
        <Form.Item name="skin" label={t('stations.tab.skin')} rules={rules('skin')} style={{ minWidth: 200 }}>
          <Select
            loading={skins.isPending}
            // The server names each skin by a message key of ours.
            options={(skins.data ?? []).map((s) => ({ value: s.id, label: t(s.label as TMessageKey) }))}
          />
        </Form.Item>
      </Flex>
      {canEdit && (
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="station-save">
            {t('common.save')}
          </Button>
          <Button onClick={() => form.setFieldsValue(settings)}>{t('stations.tab.reset')}</Button>
        </Flex>
      )}
    </Form>
  );
}
