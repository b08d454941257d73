import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readableOnWhite } from '../lib/contrast.ts';
import { setAppApi } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { useSettings } from '../lib/settings.ts';

function AppApiBridge() {
  const { message, modal, notification } = App.useApp();
  useEffect(() => setAppApi({ message, modal, notification }), [message, modal, notification]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { themeColor, size } = useSettings();
  // The theme colour applies at run time through the theme token: no stylesheet to download.
  // Links follow it too; any theme colour is darkened where needed to reach 4.5:1 against white (links
  // on the page, white text on primary buttons), and grey text is dark enough for it (WCAG AA).
  const theme = useMemo(() => {
    const readable = readableOnWhite(themeColor);
    return {
      token: {
        colorPrimary: readable,
        colorLink: readable,
        colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
        colorTextDescription: 'rgba(0, 0, 0, 0.65)',
        colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      },
    };
  }, [themeColor]);
  return (
    <ConfigProvider locale={i18n.language === 'es' ? esES : enUS} theme={theme} componentSize={size}>
      <App>
        <AppApiBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
