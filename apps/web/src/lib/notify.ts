import type { App } from 'antd';
import { ApiError } from './http.ts';
import { i18n } from './i18n.ts';

const TOAST_SECONDS = 5;

type TMessageApi = ReturnType<typeof App.useApp>['message'];

// antd's message API needs React context, so the app shell hands its instance over at start-up.
let messageApi: TMessageApi | undefined;
export function setMessageApi(api: TMessageApi): void {
  messageApi = api;
}

/** The text to show for a failed call: the server's (already translated) message or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 0) return error.message;
  return i18n.t('error.network');
}

/** Shows an error toast for 5 s (SPEC.md section 8); timeouts and cancellations stay silent. */
export function notifyError(error: unknown): void {
  if (error instanceof ApiError && error.silent) return;
  void messageApi?.error(errorMessage(error), TOAST_SECONDS);
}
