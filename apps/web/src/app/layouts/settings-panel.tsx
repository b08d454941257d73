import { Button, Drawer, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HexColorPicker } from '../../components/hex-color-picker.tsx';
import { resetSettings, type TSettings, updateSettings, useSettings } from '../../lib/settings.ts';

const PRESET_COLORS = ['#3462b1', '#1677ff', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#722ed1'];

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
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={300}>
      <Flex vertical gap="large">
        <Flex justify="space-between" align="center">
          <Typography.Text>{t('settings.themeColor')}</Typography.Text>
          <HexColorPicker
            value={settings.themeColor}
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
  );
}
