import { ExportOutlined } from '@ant-design/icons';
import type { TChallengeDetail } from '@pulseboard/contract/challenges';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRotateShareLink } from '../api/rotate-share-link.ts';

/** The public board's path for a share id (the route /open/challenge-leaderboard/:encryptionId). */
export const publicBoardPath = (shareId: string) => `/open/challenge-leaderboard/${shareId}`;

const ignore = () => undefined;

/** The public board's link to copy or open, and (managers) a new link that retires the old one. */
export function ChallengeShareCard({
  clubId,
  challenge,
  canManage,
}: {
  clubId: number;
  challenge: TChallengeDetail;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const rotate = useRotateShareLink(clubId);
  const link = `${window.location.origin}${publicBoardPath(challenge.shareId)}`;
  return (
    <Card
      size="small"
      title={t('challenges.share.title')}
      extra={
        canManage && (
          <ConfirmPopover
            title={t('challenges.share.rotateConfirm')}
            okText={t('challenges.share.rotate')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              rotate
                .mutateAsync(challenge.id)
                .then(() => notifySuccess(t('challenges.share.rotated')), ignore)
            }
          >
            <Button size="small" loading={rotate.isPending}>
              {t('challenges.share.rotate')}
            </Button>
          </ConfirmPopover>
        )
      }
    >
      <Typography.Paragraph
        copyable={{ text: link }}
        style={{ wordBreak: 'break-all' }}
        data-testid="challenge-share-link"
      >
        {link}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('challenges.share.hint')}
      </Typography.Paragraph>
      <Typography.Link href={publicBoardPath(challenge.shareId)} target="_blank" rel="noreferrer">
        <ExportOutlined /> {t('challenges.share.open')}
      </Typography.Link>
    </Card>
  );
}
