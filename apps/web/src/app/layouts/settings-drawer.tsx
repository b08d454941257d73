import { SettingOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Drawer, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetSettings, type TSettings, updateSettings, useSettings } from '../../lib/settings.ts';

const PRESET_COLORS = ['#3462b1', '#1677ff', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#722ed1'];
// SPEC.md section 9: the right panel button sits 250 px from the top.
const BUTTON_TOP = 250;
/** The button's width; the shell keeps this much of the right edge free, so it never covers content. */
export const SETTINGS_BUTTON_WIDTH = 24;

type TToggle = keyof Pick<TSettings, 'tagsView' | 'fixedHeader' | 'sidebarLogo'>;
const TOGGLES: {
  key: TToggle;
  label: 'settings.tagsView' | 'settings.fixedHeader' | 'settings.sidebarLogo';
}[] = [
  { key: 'tagsView', label: 'settings.tagsView' },
  { key: 'fixedHeader', label: 'settings.fixedHeader' },
  { key: 'sidebarLogo', label: 'settings.sidebarLogo' },
];

/** The settings panel: theme colour, tags view, fixed header, sidebar logo; all persisted. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const settings = useSettings();

  return (
    <>
      <Button
        type="primary"
        icon={<SettingOutlined />}
        aria-label={t('settings.open')}
        data-testid="settings-button"
        onClick={() => setOpen(true)}
        style={{
          position: 'fixed',
          right: 0,
          top: BUTTON_TOP,
          zIndex: 900,
          width: SETTINGS_BUTTON_WIDTH,
          minWidth: SETTINGS_BUTTON_WIDTH,
          height: 40,
          paddingInline: 0,
          borderStartEndRadius: 0,
          borderEndEndRadius: 0,
        }}
      />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('settings.title')} size={300}>
        <Flex vertical gap="large">
          <Flex justify="space-between" align="center">
            <Typography.Text>{t('settings.themeColor')}</Typography.Text>
            <ColorPicker
              value={settings.themeColor}
              disabledAlpha
              presets={[{ label: t('settings.presets'), colors: PRESET_COLORS }]}
              onChangeComplete={(color) => updateSettings({ themeColor: color.toHexString() })}
              aria-label={t('settings.themeColor')}
            />
          </Flex>
          {TOGGLES.map(({ key, label }) => (
            <Flex key={key} justify="space-between" align="center">
              <Typography.Text id={`setting-${key}`}>{t(label)}</Typography.Text>
              <Switch
                aria-labelledby={`setting-${key}`}
                checked={settings[key]}
                onChange={(checked) => updateSettings({ [key]: checked })}
              />
            </Flex>
          ))}
          <Button onClick={resetSettings}>{t('settings.reset')}</Button>
        </Flex>
      </Drawer>
    </>
  );
}
