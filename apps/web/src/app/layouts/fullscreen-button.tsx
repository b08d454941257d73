import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function FullscreenButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [active, setActive] = useState(Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('navbar.fullscreenUnsupported'));
      return;
    }
    const change = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => message.warning(t('navbar.fullscreenUnsupported')));
  };

  const label = t(active ? 'navbar.exitFullscreen' : 'navbar.fullscreen');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
