import { DownloadOutlined } from '@ant-design/icons';
import type { TChallengeBoardView } from '@pulseboard/contract/challenges';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { exportChallengeBoard, type TExportFormat } from '../api/export-challenge-board.ts';

/** Download the board as CSV or XLSX (signed in; the server neutralises formula-like cells). */
export function ChallengeExportButtons({
  clubId,
  challengeId,
  view,
}: {
  clubId: number;
  challengeId: number;
  view?: TChallengeBoardView;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<TExportFormat>();
  const run = (format: TExportFormat) => {
    setBusy(format);
    exportChallengeBoard(clubId, challengeId, format, view)
      .catch((error: unknown) => notifyError(error))
      .finally(() => setBusy(undefined));
  };
  return (
    <Space wrap>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          icon={<DownloadOutlined />}
          loading={busy === format}
          disabled={busy !== undefined && busy !== format}
          onClick={() => run(format)}
        >
          {t(`challenges.download.${format}`)}
        </Button>
      ))}
    </Space>
  );
}
