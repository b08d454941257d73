import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// SPEC.md section 9: the right panel button sits 250 px from the top.
const BUTTON_TOP = 250;
/** The button's width; the shell keeps this much of the right edge free, so it never covers content. */
export const SETTINGS_BUTTON_WIDTH = 24;

// The panel (colour picker, switches) is a chunk of its own, loaded the first time it opens.
const SettingsPanel = lazy(() => import('./settings-panel.tsx').then((m) => ({ default: m.SettingsPanel })));

/** The button at the right edge that opens the settings panel (settings-panel.tsx). */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Stays true once opened, so that closing plays the drawer's animation.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        type="primary"
        icon={<SettingOutlined />}
        aria-label={t('settings.open')}
        data-testid="settings-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
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
      {opened && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
