import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../route-table.ts';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.title')}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
