import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { logError } from '../lib/error-log.ts';

/** Error boundary of the routes: the error goes to the in-app log (production builds) and the user can reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (import.meta.env.PROD) logError(error, 'render');
  }, [error]);
  return (
    <Result
      status="500"
      title={t('error.page')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      }
    />
  );
}
