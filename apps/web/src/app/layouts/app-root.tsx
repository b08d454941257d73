import { Outlet } from 'react-router';
import { addLocales } from '../../lib/i18n.ts';
import { FEATURE_LOCALES } from '../locales.ts';
import { AppProvider } from '../provider.tsx';

// The features' strings arrive with the pages that use them; the login page needs only the shell's.
addLocales(FEATURE_LOCALES);

/** Around every page but the login page: the query cache, antd and the features' strings. */
export function AppRoot() {
  return (
    <AppProvider>
      <Outlet />
    </AppProvider>
  );
}
