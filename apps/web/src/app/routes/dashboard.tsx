import { useTranslation } from 'react-i18next';
import { useProfile } from '../../features/auth/api/get-profile.ts';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page.tsx';

export function DashboardRoute() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  return (
    <DashboardPage
      greeting={profile ? t('dashboard.welcome', { name: profile.firstName }) : undefined}
      clubPicker={profile?.memberRole === 'accuro'}
      // The API's rule: a member's dashboard is their own (dashboard.service.ts).
      personal={profile?.memberRole === 'member'}
    />
  );
}
