import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteMeta } from '../root-route.tsx';
import { HOME_PATH } from '../route-table.ts';

/** An honest stand-in for a page whose feature comes with a later issue. */
export function PlaceholderRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  return (
    <Result
      icon={<ClockCircleOutlined />}
      title={meta ? t(meta.titleKey) : t('app.title')}
      subTitle={t('placeholder.notAvailable')}
      extra={
        meta?.noLayout ? undefined : (
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('notFound.back')}
          </Button>
        )
      }
    />
  );
}
