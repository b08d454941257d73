import { FAQ_ACCESS } from '@pulseboard/contract/faq';
import { hasRole } from '@pulseboard/contract/roles';
import { useProfile } from '../../features/auth/api/get-profile.ts';
import { FaqPage } from '../../features/faq/pages/faq-page.tsx';

export function FaqRoute() {
  const { data: profile } = useProfile();
  return <FaqPage canManage={hasRole(profile?.memberRole, FAQ_ACCESS.manage)} />;
}
