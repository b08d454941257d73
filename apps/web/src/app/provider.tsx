import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
  const theme = useMemo(() => ({ token: { colorPrimary: themeColor } }), [themeColor]);
  return (
    <ConfigProvider locale={i18n.language === 'es' ? esES : enUS} theme={theme} componentSize={size}>
      <App>
        <AppApiBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
