import { EllipsisOutlined, LoadingOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
// antd's ES modules: 'antd/locale/…' is CommonJS, and bundled it arrives wrapped in { default } (antd then
// takes the wrapped locale and drops what is added beside it).
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { currentLanguage, i18n } from '../lib/i18n.ts';
import { setAppApi } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { useSettings } from '../lib/settings.ts';
import { prebuiltAlgorithm } from './theme-algorithm.ts';
import { appToken } from './theme-token.ts';
// antd's components' styles as one stylesheet of its build, instead of generated in the browser: see
// `zeroRuntime` in appTheme. The app's own overrides come after it.
import 'antd/dist/antd.css';
import './antd-overrides.css';

// Dates follow the UI language. Set here, with antd, rather than in lib/i18n.ts: the login page loads neither.
dayjs.locale(currentLanguage());
i18n.on('languageChanged', () => dayjs.locale(currentLanguage()));

// A button's spinner is shown and dropped at once. antd's own one slides out with a CSS transition and
// stays in the page (invisible, still named "loading") when the transition's end event is missed, which
// happened on a busy machine: the button then reads "loading Add" to a screen reader long after the call.
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

function AppApiBridge() {
  const { message, modal, notification } = App.useApp();
  useEffect(() => setAppApi({ message, modal, notification }), [message, modal, notification]);
  return null;
}

// A reader who asked their system for less motion (WCAG 2.3.3) gets drawers, dialogs, menus and toasts
// that appear and go at once instead of sliding and fading, as the app's own animations already do.
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * antd's theme for a theme colour (theme-token.ts), its colours derived by antd's own algorithm, or
 * taken from the build for the default theme (theme-algorithm.ts).
 */
export function appTheme(themeColor: string, reducedMotion = false) {
  return {
    // antd's styles come from antd/dist/antd.css (imported above) rather than being written by every
    // component as it first renders. That writing (building each component's rules, hashing them,
    // inserting a style element per component) was the largest part of a cold dashboard's main-thread
    // work on a slow phone. The theme's values (the token's colours) still apply at run time: the
    // stylesheet reads them from CSS variables that antd sets from this token.
    zeroRuntime: true,
    algorithm: prebuiltAlgorithm,
    token: appToken(themeColor, reducedMotion),
  };
}

/** antd's theme, language and size, and the App whose message and modal APIs lib/notify.ts uses. */
export function AntdProvider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(); // renders again in a new language
  const { themeColor, size } = useSettings();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // The theme colour applies at run time through the theme token's CSS variables.
  const theme = useMemo(() => appTheme(themeColor, reducedMotion), [themeColor, reducedMotion]);
  // antd's icons are silent (patches/): the tabs' overflow button, an icon alone, is named by it.
  const tabs = useMemo(() => ({ moreIcon: <EllipsisOutlined aria-label={t('tabs.more')} /> }), [t]);
  const locale = useMemo(() => {
    const base = currentLanguage() === 'es' ? esES : enUS;
    // The colour picker's hue slider, code box and clear button had no name or an English one; patches/
    // reads these names. antd's Spanish "vacio" lacked its accent.
    const ColorPicker = {
      ...(base.ColorPicker as NonNullable<typeof base.ColorPicker>),
      presetEmpty: t('colorPicker.empty'),
      clear: t('colorPicker.clear'),
      hue: t('colorPicker.hue'),
      hex: t('colorPicker.hex'),
    };
    // A select's clear button: rc-select names it "Clear" in English (patches/ reads this name).
    const Select = { clear: t('common.clearSelection') };
    return { ...base, ColorPicker, Select };
  }, [t]);
  return (
    <ConfigProvider locale={locale} theme={theme} componentSize={size} button={BUTTON_CONFIG} tabs={tabs}>
      <App>
        <AppApiBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}

/** What every page but the login page stands on: the query cache and antd. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdProvider>{children}</AntdProvider>
    </QueryClientProvider>
  );
}
