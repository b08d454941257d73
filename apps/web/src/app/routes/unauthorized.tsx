import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';
import { HOME_PATH } from '../route-table.ts';

export function UnauthorizedRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      status="403"
      code="401"
      message={t('unauthorized.title')}
      extra={
        <Space wrap>
          <Button onClick={() => navigate(-1)}>{t('common.back')}</Button>
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('notFound.back')}
          </Button>
        </Space>
      }
    />
  );
}
