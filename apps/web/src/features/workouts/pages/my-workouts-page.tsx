import { hasRole, type TRole } from '@pulseboard/contract/roles';
import { WORKOUTS_ACCESS } from '@pulseboard/contract/workouts';
import { Card, Select } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubLocations } from '../../../api/get-club-locations.ts';
import { FitSegmented } from '../../../components/fit-segmented.tsx';
import { MemberSelect } from '../../../components/member-select.tsx';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { WeeklyPai } from '../components/weekly-pai.tsx';
import { useWorkoutListState, WorkoutList } from '../components/workout-list.tsx';

type TScope = 'mine' | 'club';

/**
 * My Workouts (/workouts/index, every role): the signed-in user's workouts in a period. Staff of a club
 * switch to the club's workouts and narrow them to a member or a location; the choice is in the URL.
 */
export function MyWorkoutsPage({ role, clubId }: { role: TRole; clubId: number | null }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const list = useWorkoutListState(undefined, ['scope', 'member', 'location']);
  const staffClub = hasRole(role, WORKOUTS_ACCESS.staff) && clubId ? clubId : undefined;
  const scope: TScope = staffClub && list.filters.scope === 'club' ? 'club' : 'mine';
  const memberId = Number(list.filters.member) || undefined;
  const locationId = Number(list.filters.location) || undefined;
  const selectStyle = isMobile ? { flex: '1 1 100%', minWidth: 0 } : { width: 240 };

  const clubControls = scope === 'club' && staffClub && (
    <>
      <MemberSelect
        clubId={staffClub}
        value={memberId}
        onChange={(value) => list.setFilters({ member: value ? String(value) : '' })}
        placeholder={t('myWorkouts.memberSearch')}
        ariaLabel={t('myWorkouts.member')}
        emptyText={t('myWorkouts.noMembers')}
        testId="workouts-member"
        style={selectStyle}
      />
      <LocationSelect
        clubId={staffClub}
        value={locationId}
        style={selectStyle}
        onChange={(value) => list.setFilters({ location: value ? String(value) : '' })}
      />
    </>
  );

  return (
    <Card
      title={t(scope === 'club' ? 'myWorkouts.clubTitle' : 'route.workouts')}
      styles={{ header: { flexWrap: 'wrap', gap: 8 } }}
      extra={
        staffClub && (
          <FitSegmented<TScope>
            aria-label={t('myWorkouts.scope')}
            value={scope}
            onChange={(value) =>
              list.setFilters({ scope: value === 'club' ? 'club' : '', member: '', location: '' })
            }
            options={[
              { value: 'mine', label: t('myWorkouts.scope.mine') },
              { value: 'club', label: t('myWorkouts.scope.club') },
            ]}
          />
        )
      }
    >
      {scope === 'mine' && (
        <div style={{ marginBottom: 12 }}>
          <WeeklyPai />
        </div>
      )}
      <WorkoutList
        list={list}
        scope={scope === 'club' ? { clubId: staffClub, memberId, locationId } : {}}
        showMember={scope === 'club'}
        controls={clubControls}
        homeClubId={clubId}
      />
    </Card>
  );
}

/** The club's locations to narrow the club's workouts to one (mounted only in the club view, so a member never asks). */
function LocationSelect({
  clubId,
  value,
  style,
  onChange,
}: {
  clubId: number;
  value?: number;
  style: CSSProperties;
  onChange: (value?: number) => void;
}) {
  const { t } = useTranslation();
  const locations = useClubLocations(clubId);
  return (
    <Select
      allowClear
      aria-label={t('myWorkouts.location')}
      placeholder={t('myWorkouts.anyLocation')}
      style={style}
      value={value}
      loading={locations.isPending}
      onChange={onChange}
      options={(locations.data?.list ?? []).map((l) => ({ value: l.locationId, label: l.branchName }))}
    />
  );
}
