import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import { HOME_PATH } from '../route-table.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      status="404"
      code="404"
      message={t('notFound.title')}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
