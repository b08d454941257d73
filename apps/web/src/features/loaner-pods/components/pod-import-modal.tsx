import { Alert, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpreadsheetDropzone } from '../../../components/spreadsheet-dropzone.tsx';
import { ApiError } from '../../../lib/http.ts';
import { rowErrors } from '../../../lib/import-files.ts';
import { errorMessage, notifySuccess } from '../../../lib/notify.ts';
import { useImportLoanerPods } from '../api/import-loaner-pods.ts';

/** Imports pods from one .xlsx, .xls or .csv file; a file with bad rows imports nothing and lists them. */
export function PodImportModal(props: { clubId: number; open: boolean; onClose: () => void }) {
  const { clubId, open, onClose } = props;
  const { t } = useTranslation();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const upload = useImportLoanerPods(clubId);
  const failure = upload.error instanceof ApiError ? upload.error : undefined;
  const rows = rowErrors(failure?.fields);

  const close = () => {
    setFile(undefined);
    setProblem(undefined);
    upload.reset();
    onClose();
  };

  const start = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) => {
        notifySuccess(t('loanerPods.importDone', result));
        close();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('loanerPods.importTitle')}
      okText={t('loanerPods.import')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !file }}
      confirmLoading={upload.isPending}
      onOk={start}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('loanerPods.importTip')}</Typography.Paragraph>
      <SpreadsheetDropzone
        file={file}
        onPick={(picked, problem) => {
          // A refused selection keeps the file picked before.
          if (picked) setFile(picked);
          setProblem(problem);
          upload.reset();
        }}
        onRemove={() => setFile(undefined)}
        pickText={t('loanerPods.importPick')}
        testId="pod-import-file"
      />
      {problem && <Alert style={{ marginTop: 16 }} type="error" showIcon title={problem} />}
      {upload.isError && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          data-testid="pod-import-error"
          title={failure?.fields?.file ?? errorMessage(upload.error)}
          description={
            rows.length > 0 && (
              <List
                size="small"
                dataSource={rows}
                style={{ maxHeight: 240, overflow: 'auto' }}
                renderItem={(r) => (
                  <List.Item>
                    <Typography.Text strong>{t('loanerPods.importRow', r)}</Typography.Text>: {r.message}
                  </List.Item>
                )}
              />
            )
          }
        />
      )}
    </Modal>
  );
}
