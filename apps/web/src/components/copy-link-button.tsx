import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { notifySuccess } from '../lib/notify.ts';

export type TCopyLinkLabels = { copy: string; copied: string; failed: string };

/**
 * Copies a link to the clipboard. Where the browser refuses (no permission, an insecure page), it shows
 * SPEC.md section 8's 'Copy link failed.Manual copy:' with the link selected in a field to copy by hand.
 */
export function CopyLinkButton({ url, labels }: { url: string; labels: TCopyLinkLabels }) {
  const [failed, setFailed] = useState(false);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setFailed(false);
      notifySuccess(labels.copied);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Flex vertical gap="small" style={{ minWidth: 0, maxWidth: '100%' }}>
      <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="copy-link">
        {labels.copy}
      </Button>
      {failed ? (
        <Alert
          type="warning"
          data-testid="copy-link-failed"
          title={labels.failed}
          description={
            <Input
              readOnly
              value={url}
              aria-label={labels.failed}
              autoFocus
              onFocus={(event) => event.currentTarget.select()}
            />
          }
        />
      ) : null}
    </Flex>
  );
}
