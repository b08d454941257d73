import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TStudio } from '@pulseboard/contract/studios';
import type { TTrainer } from '@pulseboard/contract/trainers';
import { displayName } from '@pulseboard/core/display-name';
import { Button, Flex, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FitSegmented } from '../../../components/fit-segmented.tsx';

export type TSchedulerBy = 'studio' | 'trainer';
export type TSchedulerView = 'week' | 'day';

export type TToolbarProps = {
  by: TSchedulerBy;
  selected?: number;
  view: TSchedulerView;
  title: string;
  studios: TStudio[];
  trainers: TTrainer[];
  loadingLists: boolean;
  isMobile: boolean;
  onBy: (by: TSchedulerBy) => void;
  onSelected: (id?: number) => void;
  onView: (view: TSchedulerView) => void;
  onStep: (step: -1 | 0 | 1) => void;
};

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: 2,
        background: color,
        marginInlineEnd: 8,
      }}
    />
  );
}

/** What the calendar shows (studio or trainer, which one, week or day) and where (previous, today, next). */
export function SchedulerToolbar(props: TToolbarProps) {
  const { by, view, isMobile, onStep } = props;
  const { t } = useTranslation();
  const options =
    by === 'studio'
      ? props.studios.map((s) => ({
          value: s.id,
          label: (
            <span>
              <Swatch color={s.color} />
              {s.name}
            </span>
          ),
          search: s.name,
        }))
      : props.trainers.map((tr) => {
          const name = displayName(tr);
          return { value: tr.id, label: name, search: name };
        });
  const all = by === 'studio' ? t('classes.scheduler.allStudios') : t('classes.scheduler.allTrainers');

  return (
    <Flex wrap gap="small" align="center" justify="space-between">
      <Flex
        wrap
        vertical={isMobile}
        gap="small"
        align={isMobile ? 'stretch' : 'center'}
        style={{ flex: isMobile ? '1 1 100%' : undefined }}
      >
        <FitSegmented<TSchedulerBy>
          aria-label={t('classes.scheduler.groupBy')}
          value={by}
          onChange={props.onBy}
          options={[
            { value: 'studio', label: t('classes.scheduler.byStudio') },
            { value: 'trainer', label: t('classes.scheduler.byTrainer') },
          ]}
        />
        <Select<number | 'all'>
          aria-label={t('classes.scheduler.filter')}
          style={{ width: isMobile ? '100%' : 220 }}
          value={props.selected ?? 'all'}
          loading={props.loadingLists}
          showSearch={{ optionFilterProp: 'search' }}
          options={[{ value: 'all', label: all, search: all }, ...options]}
          onChange={(value) => props.onSelected(value === 'all' ? undefined : value)}
        />
      </Flex>
      <Flex wrap gap="small" align="center" style={{ flex: isMobile ? '1 1 100%' : undefined }}>
        <Space.Compact>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('classes.scheduler.previous')}
            onClick={() => onStep(-1)}
          />
          <Button onClick={() => onStep(0)}>{t('classes.scheduler.today')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t('classes.scheduler.next')}
            onClick={() => onStep(1)}
          />
        </Space.Compact>
        <Typography.Text
          strong
          style={{
            minWidth: isMobile ? 0 : 170,
            flex: isMobile ? 1 : undefined,
            whiteSpace: isMobile ? 'normal' : 'nowrap',
          }}
        >
          {props.title}
        </Typography.Text>
        <FitSegmented<TSchedulerView>
          aria-label={t('classes.scheduler.viewBy')}
          value={view}
          onChange={props.onView}
          options={[
            { value: 'week', label: t('classes.scheduler.week') },
            { value: 'day', label: t('classes.scheduler.day') },
          ]}
          block={false}
        />
      </Flex>
    </Flex>
  );
}
