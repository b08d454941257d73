import { CopyOutlined, LinkOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { LoadError } from '../../../components/list-states.tsx';
import { notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { useShareLink } from '../api/get-share-link.ts';
import { useRevokeShareLink } from '../api/revoke-share-link.ts';
import { useRotateShareLink } from '../api/rotate-share-link.ts';

/** Copies the link; where the browser refuses, shows it to copy by hand (SPEC.md section 8's message). */
async function copyLink(url: string, copied: string, failed: string) {
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess(copied);
  } catch {
    notifyInfo({ title: failed, description: url });
  }
}

/**
 * The club's public board link (its owners only): create it, copy or open it, replace it (the old link
 * stops working at once) or switch it off. Both destructive steps ask first.
 */
export function ShareLinkCard({ clubId, hidesMembers }: { clubId: number; hidesMembers: boolean }) {
  const { t } = useTranslation();
  const share = useShareLink(clubId);
  const rotate = useRotateShareLink(clubId);
  const revoke = useRevokeShareLink(clubId);
  const url = share.data?.path ? `${window.location.origin}${share.data.path}` : undefined;
  const onRotate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => notifySuccess(t(url ? 'leaderboards.share.rotated' : 'leaderboards.share.created')),
    });

  let body: ReactNode;
  if (share.isPending) body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (share.isError) body = <LoadError error={share.error} onRetry={() => void share.refetch()} />;
  else if (!url)
    body = (
      <Flex vertical gap="small" align="flex-start">
        <Typography.Text>{t('leaderboards.share.none')}</Typography.Text>
        <Button type="primary" icon={<LinkOutlined />} loading={rotate.isPending} onClick={onRotate}>
          {t('leaderboards.share.create')}
        </Button>
      </Flex>
    );
  else
    body = (
      <Flex vertical gap="small">
        <Input
          readOnly
          value={url}
          aria-label={t('leaderboards.share.title')}
          data-testid="share-url"
          onFocus={(e) => e.target.select()}
        />
        <Flex wrap gap="small">
          <Button
            type="primary"
            icon={<CopyOutlined />}
            onClick={() =>
              void copyLink(url, t('leaderboards.share.copied'), t('leaderboards.share.copyFailed'))
            }
          >
            {t('leaderboards.share.copy')}
          </Button>
          <Button href={url} target="_blank" rel="noopener noreferrer">
            {t('leaderboards.share.open')}
          </Button>
          <ConfirmPopover
            title={t('leaderboards.share.rotateConfirm')}
            onConfirm={onRotate}
            okButtonProps={{ danger: true }}
          >
            <Button icon={<ReloadOutlined />} loading={rotate.isPending}>
              {t('leaderboards.share.rotate')}
            </Button>
          </ConfirmPopover>
          <ConfirmPopover
            title={t('leaderboards.share.revokeConfirm')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              revoke.mutate(undefined, { onSuccess: () => notifySuccess(t('leaderboards.share.revoked')) })
            }
          >
            <Button danger icon={<StopOutlined />} loading={revoke.isPending}>
              {t('leaderboards.share.revoke')}
            </Button>
          </ConfirmPopover>
        </Flex>
      </Flex>
    );

  return (
    <Card title={t('leaderboards.share.title')} size="small">
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{t('leaderboards.share.help')}</Typography.Text>
        {hidesMembers && <Alert type="warning" showIcon title={t('leaderboards.share.hiddenWarning')} />}
        {body}
      </Flex>
    </Card>
  );
}
