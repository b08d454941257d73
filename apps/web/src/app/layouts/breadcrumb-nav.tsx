import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfile } from '../../features/auth/api/get-profile.ts';
import { usePageName } from '../../hooks/use-page-title.ts';
import type { TUiKey } from '../../locales/en.ts';
import { useRouteMeta } from '../root-route.tsx';
import { groupPageOf } from '../route-access.ts';
import { HOME_PATH } from '../route-table.ts';

/**
 * Dashboard first, then the group's page where the role may open it, and the page; the last item is not
 * a link (SPEC.md section 2). A page that names itself (a club's page: "Pulse Downtown · Members") is
 * named so here too, as in its tag and the window title.
 */
export function BreadcrumbNav() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const role = useProfile().data?.memberRole;
  const pageName = usePageName(meta?.titleKey);
  const trail: { key: string; titleKey: TUiKey; to?: string }[] = [
    { key: 'home', titleKey: 'route.dashboard', to: HOME_PATH },
  ];
  if (meta && meta.path !== HOME_PATH && meta.page !== 'redirect') {
    const groupPage = groupPageOf(meta, role);
    if (groupPage) trail.push({ key: 'group', titleKey: groupPage.titleKey, to: groupPage.path });
    trail.push({ key: 'page', titleKey: meta.titleKey });
  }
  const items = trail.map((item, index) => {
    const last = index === trail.length - 1;
    const title = last && item.key === 'page' ? pageName : t(item.titleKey);
    return { key: item.key, title: !last && item.to ? <Link to={item.to}>{title}</Link> : title };
  });
  return <Breadcrumb items={items} data-testid="breadcrumb" />;
}
