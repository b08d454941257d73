import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  DashboardOutlined,
  FlagOutlined,
  HeartOutlined,
  KeyOutlined,
  QuestionCircleOutlined,
  TrophyOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { TRouteIcon } from '../route-table.ts';

const ICONS: Record<TRouteIcon, ComponentType> = {
  dashboard: DashboardOutlined,
  clubs: AppstoreOutlined,
  workouts: HeartOutlined,
  sessions: CalendarOutlined,
  leaderboard: TrophyOutlined,
  challenge: FlagOutlined,
  accounts: WalletOutlined,
  licenses: KeyOutlined,
  profile: UserOutlined,
  faq: QuestionCircleOutlined,
};

export function RouteIcon({ name }: { name?: TRouteIcon }) {
  const Icon = name ? ICONS[name] : BarChartOutlined;
  return <Icon />;
}
