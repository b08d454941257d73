import { useProfile } from '../../features/auth/api/get-profile.ts';
import { FaqPage } from '../../features/faq/pages/faq-page.tsx';

export function FaqRoute() {
  const { data: profile } = useProfile();
  return <FaqPage canManage={profile?.memberRole === 'accuro'} />;
}
