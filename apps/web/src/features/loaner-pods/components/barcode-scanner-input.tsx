import { ScanOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { type KeyboardEvent, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamedClear } from '../../../components/list-search.tsx';
import { useBarcodeScanner } from '../../../hooks/use-barcode-scanner.ts';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage } from '../../../lib/notify.ts';

/**
 * Where the front desk scans a pod: a fast run of keys ending with Enter (a hardware scanner) is looked
 * up as scanned, whatever else the field held; a barcode typed by hand is looked up with Enter or Find.
 */
export function BarcodeScannerInput(props: { onFind: (barcode: string) => Promise<unknown>; busy: boolean }) {
  const { onFind, busy } = props;
  const { t } = useTranslation();
  // Not a fixed id: the shell keeps hidden copies of pages alive, and the label must find this input.
  const inputId = useId();
  const allowClear = useNamedClear();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const find = useCallback(
    (barcode: string) => {
      setError(undefined);
      onFind(barcode.trim()).then(
        () => setValue(''),
        (failure: unknown) =>
          setError(
            failure instanceof ApiError && failure.status === 404
              ? t('loanerPods.barcodeNotFound')
              : (failure instanceof ApiError && failure.fields?.barcode) || errorMessage(failure),
          ),
      );
    },
    [onFind, t],
  );
  const onScanKey = useBarcodeScanner(find);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onScanKey(event);
    // Not a scan (the hook did not take the Enter): look up what was typed by hand.
    if (event.key === 'Enter' && !event.defaultPrevented && value.trim()) find(value);
  };

  return (
    <Form.Item
      layout="vertical"
      label={t('loanerPods.scanner')}
      validateStatus={error ? 'error' : undefined}
      help={error ?? t('loanerPods.scannerHelp')}
      style={{ marginBottom: 0, flex: '1 1 280px' }}
      htmlFor={inputId}
    >
      <Input.Search
        id={inputId}
        data-testid={inputId}
        prefix={<ScanOutlined />}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onSearch={(text, event, info) => {
          // Enter is handled in onKeyDown; here only the Find button. Antd reports both as source
          // 'input' (and the clear icon as 'clear'), so the button is told apart by its click.
          if (info?.source === 'input' && event?.type === 'click' && text.trim()) find(text);
        }}
        enterButton={t('loanerPods.find')}
        loading={busy}
        autoComplete="off"
        allowClear={allowClear}
      />
    </Form.Item>
  );
}
