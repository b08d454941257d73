import type { TRole } from '@pulseboard/contract/roles';
import { Card, Result, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LeaderboardView } from '../components/leaderboard-view.tsx';

// Only the platform admin picks a club: the select loads for that role alone.
const ClubPicker = lazy(() =>
  import('../../../components/club-picker.tsx').then((m) => ({ default: m.ClubPicker })),
);

/**
 * /leaderboard/index (every role): the signed-in user's club board. The platform admin, who belongs to
 * no club, chooses one (kept in the URL as `club`, so the view can be shared and reloaded).
 */
export function LeaderboardPage({ role, clubId }: { role: TRole; clubId: number | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get('club')) || undefined;
  const isAdmin = role === 'accuro';
  const shown = isAdmin ? picked : (clubId ?? undefined);
  const pickClub = (id: number | undefined) =>
    setParams((current) => {
      // Another club's locations mean nothing here: start from its whole board.
      const next = new URLSearchParams(current);
      next.delete('location');
      next.delete('page');
      if (id) next.set('club', String(id));
      else next.delete('club');
      return next;
    });

  return (
    <Card
      title={t('route.leaderboard')}
      styles={{ header: { flexWrap: 'wrap', gap: 8 } }}
      extra={
        isAdmin && (
          <Suspense fallback={<Skeleton.Input active />}>
            <ClubPicker value={picked} onChange={pickClub} placeholder={t('leaderboards.clubPlaceholder')} />
          </Suspense>
        )
      }
    >
      {shown ? (
        <LeaderboardView key={shown} clubId={shown} role={role} />
      ) : (
        <Result status="info" title={t(isAdmin ? 'leaderboards.pickClub' : 'leaderboards.noClub')} />
      )}
    </Card>
  );
}
