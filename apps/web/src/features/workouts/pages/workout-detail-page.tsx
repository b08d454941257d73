import { ArrowLeftOutlined } from '@ant-design/icons';
import type { TWorkoutDetail } from '@pulseboard/contract/workouts';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/list-states.tsx';
import { SectionTitle } from '../../../components/section-title.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';
import { formatDateIn, formatDateTimeIn, formatDuration, formatNumber } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { zoneName } from '../../../lib/zone-names.ts';
import { useWorkout } from '../api/get-workout.ts';
import { ZoneTimes } from '../components/zone-times.tsx';

const HrCurveChart = lazy(() =>
  import('../components/hr-curve-chart.tsx').then((m) => ({ default: m.HrCurveChart })),
);

/** One workout: summary figures, the heart-rate curve coloured by zone and the time in each zone. */
export function WorkoutDetailPage({ workoutId, onBack }: { workoutId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const workout = useWorkout(workoutId);
  const w = workout.data;
  usePageTitle(w && t('workoutDetail.title', { date: formatDateIn(w.startTime, w.timeZone) }));
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
      {t('workoutDetail.back')}
    </Button>
  );

  if (workout.isPending) return <Skeleton active />;
  if (workout.isError || !w) {
    const missing = workout.error instanceof ApiError && [400, 403, 404].includes(workout.error.status);
    return missing ? (
      <Result status="404" title={t('workoutDetail.notFound')} extra={back} />
    ) : (
      <LoadError error={workout.error} onRetry={() => void workout.refetch()} />
    );
  }

  const zones = w.zoneStarts.map((start, i) => ({
    start,
    color: w.zoneColors[i] ?? '#9e9e9e',
    name: zoneName(t, w.zoneLabels[i], i),
    seconds: w.zoneSeconds[i] ?? 0,
  }));
  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" align="center">
        {back}
        <SectionTitle look={4} style={{ margin: 0 }} data-testid="workout-title">
          {t('workoutDetail.title', { date: formatDateIn(w.startTime, w.timeZone) })}
        </SectionTitle>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={t('workoutDetail.curve')} size="small">
            {w.samples.length > 0 && w.maxHrUsed ? (
              <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
                <HrCurveChart
                  samples={w.samples}
                  sampleInterval={w.sampleInterval}
                  zones={zones}
                  maxHr={w.maxHrUsed}
                  unit={t('workoutDetail.bpm')}
                />
              </Suspense>
            ) : (
              <Typography.Text type="secondary">{t('workoutDetail.noCurve')}</Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('workoutDetail.timeInZones')} size="small">
            <ZoneTimes zones={zones} />
          </Card>
        </Col>
        <Col xs={24}>
          <WorkoutSummary workout={w} />
        </Col>
      </Row>
    </Flex>
  );
}

function WorkoutSummary({ workout: w }: { workout: TWorkoutDetail }) {
  const { t } = useTranslation();
  const bpm = (value: number | null) => (value === null ? '–' : `${value} ${t('workoutDetail.bpm')}`);
  const items = [
    {
      key: 'start',
      label: t('workoutDetail.start'),
      children: formatDateTimeIn(w.startTime, w.timeZone),
    },
    { key: 'member', label: t('workoutDetail.member'), children: w.memberName },
    { key: 'duration', label: t('myWorkouts.duration'), children: formatDuration(w.durationSeconds) },
    { key: 'calories', label: t('myWorkouts.calories'), children: formatNumber(w.calories) },
    { key: 'points', label: t('myWorkouts.points'), children: formatNumber(w.points) },
    { key: 'pai', label: t('workoutDetail.pai'), children: formatNumber(w.pai, 1) },
    { key: 'avgHr', label: t('myWorkouts.avgHr'), children: bpm(w.avgHr) },
    { key: 'maxHr', label: t('myWorkouts.maxHr'), children: bpm(w.maxHr) },
    { key: 'maxHrUsed', label: t('workoutDetail.maxHrUsed'), children: bpm(w.maxHrUsed) },
    { key: 'source', label: t('workoutDetail.source'), children: t(`workoutDetail.source.${w.dataSource}`) },
    ...(w.locationName
      ? [{ key: 'location', label: t('workoutDetail.location'), children: w.locationName }]
      : []),
  ];
  return (
    <Card title={t('workoutDetail.summary')} size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={items}
        data-testid="workout-summary"
      />
      {w.sixtyMinuteCutoff && w.durationSeconds > 3600 && (
        <Typography.Text type="secondary">{t('workoutDetail.cutoff')}</Typography.Text>
      )}
    </Card>
  );
}
