import { InboxOutlined } from '@ant-design/icons';
import { SPREADSHEET_SUFFIXES } from '@pulseboard/contract/import';
import { Alert, List, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import { checkImportFiles, rowErrors } from '../../../lib/import-files.ts';
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
      <Upload.Dragger
        accept={SPREADSHEET_SUFFIXES.join(',')}
        // Several files are let through the picker so that the one-file rule can be explained.
        multiple
        fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
        beforeUpload={(picked, list) => {
          const key = checkImportFiles(list.map((f) => f.name));
          setProblem(key ? t(key) : undefined);
          upload.reset();
          if (!key) setFile(picked);
          // Never upload on pick: the file is sent when the admin presses Import.
          return Upload.LIST_IGNORE;
        }}
        onRemove={() => setFile(undefined)}
        data-testid="pod-import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('loanerPods.importPick')}</p>
        <p className="ant-upload-hint">{SPREADSHEET_SUFFIXES.join(', ')}</p>
      </Upload.Dragger>
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
