import { MESSAGES } from '@pulseboard/contract/messages';
import { Outlet } from 'react-router';
import { addLocales, contractBundle } from '../../lib/i18n.ts';
import { FEATURE_LOCALES } from '../locales.ts';
import { AppProvider } from '../provider.tsx';

// The features' strings and the contract's feature messages arrive with the pages that use them; the
// login page needs only the shell's and the common messages (lib/i18n.ts).
addLocales([contractBundle(MESSAGES), ...FEATURE_LOCALES]);

/** Around every page but the login page: the query cache, antd and the features' strings. */
export function AppRoot() {
  return (
    <AppProvider>
      <Outlet />
    </AppProvider>
  );
}
