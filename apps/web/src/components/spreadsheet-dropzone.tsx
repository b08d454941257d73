import { InboxOutlined } from '@ant-design/icons';
import { SPREADSHEET_SUFFIXES } from '@pulseboard/contract/import';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkImportFiles } from '../lib/import-files.ts';

/**
 * The one way to pick a spreadsheet to import: checks the files picked (one, and a spreadsheet suffix),
 * reports the problem in the user's language, and never uploads on pick: the dialog sends the file when
 * the admin presses Import.
 */
export function SpreadsheetDropzone(props: {
  file: File | undefined;
  /** A pick: the file when it passes, else undefined and the problem to show (in the user's language). */
  onPick: (file: File | undefined, problem: string | undefined) => void;
  onRemove: () => void;
  pickText: string;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { file, onPick } = props;
  return (
    <Upload.Dragger
      accept={SPREADSHEET_SUFFIXES.join(',')}
      // Several files are let through the picker so that the one-file rule can be explained.
      multiple
      disabled={props.disabled}
      fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
      beforeUpload={(picked, list) => {
        const key = checkImportFiles(list.map((f) => f.name));
        onPick(key ? undefined : picked, key ? t(key) : undefined);
        return Upload.LIST_IGNORE;
      }}
      onRemove={props.onRemove}
      data-testid={props.testId}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{props.pickText}</p>
      <p className="ant-upload-hint">{SPREADSHEET_SUFFIXES.join(', ')}</p>
    </Upload.Dragger>
  );
}
