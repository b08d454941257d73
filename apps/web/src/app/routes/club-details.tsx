import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Result, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { lazyPart } from '../../components/lazy-part.tsx';
import { useProfile } from '../../features/auth/api/get-profile.ts';
import { useClub } from '../../features/clubs/api/get-club.ts';
import { ClubHeader } from '../../features/clubs/components/club-header.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { WordingProvider } from '../../hooks/use-wording.tsx';
import { CLUB_MEMBER_PAGE_CODE, memberIdOf } from '../club-tab-code.ts';
import { clubTabsFor, type TClubTab } from '../club-tabs.tsx';

const ClubMemberPage = lazyPart(CLUB_MEMBER_PAGE_CODE);

/**
 * /clubs/details/:id/:tabName?/:cmd? and /clubs/my-details/:tabName?/:cmd? (the signed-in user's club).
 * The tab and its command live in the URL, so a reload or a shared link opens the same view. The
 * search parameters hold the tab's list state: a command keeps them, another tab starts without them.
 */
export function ClubDetailsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { search } = useLocation();
  const profile = useProfile().data;
  const role = profile?.memberRole;
  const clubId = params.id ? Number(params.id) : (profile?.clientId ?? 0);
  const base = params.id ? `/clubs/details/${params.id}` : '/clubs/my-details';
  const foreign = role !== 'accuro' && clubId !== profile?.clientId;
  const club = useClub(clubId, { enabled: Boolean(role) && !foreign });
  const tabs = role ? clubTabsFor(role, club.data?.modules) : [];
  const alternative = club.data?.wording === 'alternative';
  const active = tabs.find((tab) => tab.name === params.tabName) ?? tabs[0];

  // No tab (or one this role may not see) in the URL: show the first permitted one and say so in the URL.
  useEffect(() => {
    if (active && params.tabName !== active.name) void navigate(`${base}/${active.name}`, { replace: true });
  }, [active, params.tabName, base, navigate]);

  // Members tab with a member id as its command: that member's page, which names the window itself.
  const memberId = memberIdOf(active?.name, params.cmd);

  // The tabs' titles are drawn here, above the WordingProvider, so they name the club's wording themselves.
  const tabTitle = (tab: TClubTab) => t(tab.titleKey, { context: alternative ? 'alternative' : undefined });
  usePageTitle(club.data && active && !memberId ? `${club.data.clubName} · ${tabTitle(active)}` : undefined);

  if (!profile || !role) return null;
  if (!clubId || foreign || !Number.isInteger(clubId))
    return <Result status="403" title={t('clubs.notYourClub')} />;
  if (club.isError) return <Result status="warning" title={t('clubs.notFound')} />;

  const onCmdChange = (cmd?: string) =>
    void navigate({ pathname: cmd ? `${base}/${active?.name}/${cmd}` : `${base}/${active?.name}`, search });

  return (
    <Flex vertical gap="middle">
      <ClubHeader club={club.data} />
      <WordingProvider wording={alternative ? 'alternative' : 'standard'}>
        <Tabs
          activeKey={active?.name}
          onChange={(name) => void navigate(`${base}/${name}`)}
          destroyOnHidden
          // The overflow list of tabs; antd names it "expanded dropdown" in English.
          locale={{ dropdownAriaLabel: t('tabs.more') }}
          items={tabs.map((tab) => ({
            key: tab.name,
            label: tabTitle(tab),
            children:
              memberId && tab.name === 'members' ? (
                <ClubMemberPage
                  clubId={clubId}
                  memberId={memberId}
                  clubName={club.data?.clubName}
                  viewerUnit={profile.preferUnit}
                  onBack={() => onCmdChange(undefined)}
                />
              ) : tab.Component ? (
                <tab.Component
                  clubId={clubId}
                  role={role}
                  userId={profile.userId}
                  cmd={params.cmd}
                  onCmdChange={onCmdChange}
                />
              ) : (
                <Result
                  icon={<ClockCircleOutlined />}
                  title={tabTitle(tab)}
                  subTitle={t('clubs.tabNotAvailable')}
                />
              ),
          }))}
        />
      </WordingProvider>
    </Flex>
  );
}
