import { Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * A full page that answers with a status (401, 404) instead of the page asked for: its own main
 * landmark, and the message as the page's heading for screen readers (the code is drawn large above it).
 */
export function StatusPage({
  status,
  code,
  message,
  extra,
}: {
  status: ResultProps['status'];
  code: string;
  message: string;
  extra: ReactNode;
}) {
  return (
    <main>
      <Result
        status={status}
        title={code}
        subTitle={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{message}</h1>}
        extra={extra}
      />
    </main>
  );
}
