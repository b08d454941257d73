import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import type { TProfile } from '@pulseboard/contract/profile';
import type { TRole } from '@pulseboard/contract/roles';
import { Dropdown, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSwitchRole } from '../../features/auth/api/switch-role.ts';
import { useActionMenu } from '../../hooks/use-action-menu.ts';
import { HOME_PATH } from '../route-table.ts';
import { resetVisitedViews } from './visited-views.ts';

/** The current role; a user with several roles switches between them here (SPEC.md section 4). */
export function RoleTag({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switchRole = useSwitchRole({
    onSwitched: async () => {
      // The guards load the new profile and routes.
      resetVisitedViews();
      await navigate(HOME_PATH, { replace: true });
    },
  });

  const { dropdown } = useActionMenu({
    selectable: true,
    selectedKeys: [profile.memberRole],
    items: [
      { key: 'title', type: 'group', label: t('role.switch') },
      ...profile.memberRoles.map((role) => ({
        key: role,
        icon: <SwapOutlined />,
        label: t(`role.${role}`),
      })),
    ],
    onClick: ({ key }) => {
      if (key !== profile.memberRole) switchRole.mutate(key as TRole);
    },
  });

  const tag = (
    <Tag
      color="blue"
      data-testid="current-role"
      data-role={profile.memberRole}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`role.${profile.memberRole}`)}
      {profile.memberRoles.length > 1 && <DownOutlined style={{ fontSize: 10, marginInlineStart: 4 }} />}
    </Tag>
  );
  if (profile.memberRoles.length < 2) return tag;

  return (
    <Dropdown trigger={['click']} disabled={switchRole.isPending} {...dropdown}>
      <button
        type="button"
        // The name starts with the role it shows (WCAG 2.5.3): a voice user says what they see.
        aria-label={t('role.switchFrom', { role: t(`role.${profile.memberRole}`) })}
        style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
      >
        {tag}
      </button>
    </Dropdown>
  );
}
