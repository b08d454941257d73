import { CLUB_JOIN_ACCESS, registrationLink } from '@pulseboard/contract/club-join';
import { hasRole, type TRole } from '@pulseboard/contract/roles';
import { Button, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { LoadError } from '../../../components/list-states.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useJoinCode } from '../api/get-join-code.ts';
import { useRotateJoinCode } from '../api/rotate-join-code.ts';

/** The club's registration link to copy, and (managers) a new one that retires the old. */
export function ClubJoinLinkCard({ clubId, role }: { clubId: number; role: TRole }) {
  const { t } = useTranslation();
  const code = useJoinCode(clubId);
  const rotate = useRotateJoinCode(clubId);
  const link = code.data ? registrationLink(window.location.origin, code.data.joinCode) : '';
  return (
    <Card
      size="small"
      title={t('clubs.joinLink')}
      extra={
        hasRole(role, CLUB_JOIN_ACCESS.manage) && (
          <ConfirmPopover
            title={t('clubs.joinRotateConfirm')}
            okText={t('clubs.joinRotate')}
            cancelText={t('common.cancel')}
            onConfirm={() => rotate.mutateAsync().then(() => notifySuccess(t('clubs.joinRotated')))}
          >
            <Button size="small" loading={rotate.isPending}>
              {t('clubs.joinRotate')}
            </Button>
          </ConfirmPopover>
        )
      }
    >
      {code.isError ? (
        <LoadError error={code.error} onRetry={() => void code.refetch()} />
      ) : !code.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Typography.Paragraph
            copyable={{ text: link }}
            style={{ wordBreak: 'break-all' }}
            data-testid="join-link"
          >
            {link}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('clubs.joinLinkHint')}</Typography.Text>
        </>
      )}
    </Card>
  );
}
