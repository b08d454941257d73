import { Outlet } from 'react-router';
import { AppProvider } from '../provider.tsx';

/**
 * Around every page but the login page: the query cache and antd. The features' strings come with the
 * pages that use them (app/feature-strings.ts).
 */
export function AppRoot() {
  return (
    <AppProvider>
      <Outlet />
    </AppProvider>
  );
}
