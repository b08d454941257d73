import { DownloadOutlined, ImportOutlined } from '@ant-design/icons';
import {
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
  MEMBER_IMPORT_TEMPLATE_FORMATS,
  type TMemberImportResult,
} from '@pulseboard/contract/members-import';
import { Alert, Button, Flex, Modal, Progress, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpreadsheetDropzone } from '../../../components/spreadsheet-dropzone.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useImportMembers } from '../api/import-members.ts';
import { columnLabel, rejectedRowsCsv } from '../rejected-rows-csv.ts';

function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** The Members tab's Import button: tips, templates, one-file upload with progress, and the outcome. */
export function MemberImportButton({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [percent, setPercent] = useState(0);
  const upload = useImportMembers(clubId, setPercent);
  const result: TMemberImportResult | undefined = upload.data;
  const failure = upload.error instanceof ApiError ? upload.error : undefined;

  const reset = () => {
    setFile(undefined);
    setProblem(undefined);
    setPercent(0);
    upload.reset();
  };
  const close = () => {
    reset();
    setOpen(false);
  };
  const start = () => {
    if (!file) return;
    setPercent(0);
    upload.mutate(file);
  };
  const rows = (result?.rejected ?? []).flatMap((r) =>
    r.errors.map((e, i) => ({
      key: `${r.row}-${i}`,
      row: r.row,
      column: columnLabel(e.column),
      message: e.message,
    })),
  );

  const footer = result
    ? [
        <Button key="again" onClick={reset}>
          {t('membersImport.another')}
        </Button>,
        <Button key="close" type="primary" onClick={close}>
          {t('membersImport.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button key="start" type="primary" disabled={!file} loading={upload.isPending} onClick={start}>
          {t('membersImport.start')}
        </Button>,
      ];

  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        {t('membersImport.button')}
      </Button>
      <Modal
        open={open}
        title={t('membersImport.title')}
        footer={footer}
        onCancel={close}
        destroyOnHidden
        width={640}
      >
        <Alert
          type="info"
          showIcon
          title={
            <>
              <div>{t('membersImport.tipWeight')}</div>
              <div>{t('membersImport.tipBirth')}</div>
              <div>{t('membersImport.tipLocation')}</div>
              <div>{t('membersImport.tipKey')}</div>
              <div>
                {t('membersImport.tipLimits', {
                  mb: MEMBER_IMPORT_MAX_BYTES / 1024 / 1024,
                  rows: formatNumber(MEMBER_IMPORT_MAX_ROWS),
                })}
              </div>
            </>
          }
        />
        <Flex gap={8} wrap align="center" style={{ margin: '12px 0' }}>
          <Typography.Text>{t('membersImport.templates')}</Typography.Text>
          {MEMBER_IMPORT_TEMPLATE_FORMATS.map((format) => (
            <a key={format} href={`/dashboard/members/import-template/${format}`} download>
              <DownloadOutlined /> .{format}
            </a>
          ))}
        </Flex>
        {!result && (
          <SpreadsheetDropzone
            file={file}
            onPick={(picked, problem) => {
              // A refused selection keeps the file picked before.
              if (picked) setFile(picked);
              setProblem(problem);
              upload.reset();
            }}
            onRemove={() => setFile(undefined)}
            pickText={t('membersImport.pick')}
            testId="member-import-file"
            disabled={upload.isPending}
          />
        )}
        {upload.isPending && (
          <div style={{ marginTop: 16 }}>
            <Progress percent={percent} status="active" />
            <Typography.Text type="secondary">
              {percent < 100 ? t('membersImport.uploading') : t('membersImport.processing')}
            </Typography.Text>
          </div>
        )}
        {problem && <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem} />}
        {upload.isError && (
          <Alert
            style={{ marginTop: 16 }}
            type="error"
            showIcon
            data-testid="member-import-error"
            title={failure?.fields?.file ?? errorMessage(upload.error)}
          />
        )}
        {result && (
          <div data-testid="member-import-result">
            <Flex gap={24} wrap style={{ margin: '16px 0' }}>
              <Statistic title={t('membersImport.created')} value={formatNumber(result.created)} />
              <Statistic title={t('membersImport.skipped')} value={formatNumber(result.skipped)} />
              <Statistic title={t('membersImport.rejected')} value={formatNumber(result.rejected.length)} />
            </Flex>
            {result.rejected.length === 0 ? (
              <Alert type="success" showIcon title={t('membersImport.allGood')} />
            ) : (
              <>
                <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
                  <Typography.Text strong>{t('membersImport.rejectedTitle')}</Typography.Text>
                  <Button
                    icon={<DownloadOutlined />}
                    onClick={() =>
                      download(
                        rejectedRowsCsv(result.rejected, {
                          row: t('membersImport.row'),
                          column: t('membersImport.column'),
                          message: t('membersImport.message'),
                        }),
                        'rejected-rows.csv',
                      )
                    }
                  >
                    {t('membersImport.download')}
                  </Button>
                </Flex>
                <Table
                  size="small"
                  dataSource={rows}
                  pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
                  scroll={{ x: 'max-content' }}
                  columns={[
                    { title: t('membersImport.row'), dataIndex: 'row', width: 64 },
                    { title: t('membersImport.column'), dataIndex: 'column' },
                    { title: t('membersImport.message'), dataIndex: 'message' },
                  ]}
                />
              </>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
