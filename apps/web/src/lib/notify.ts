import { SESSION_CODES } from '@pulseboard/contract/errors';
import type { App } from 'antd';
import { ApiError } from './http.ts';
import { i18n } from './i18n.ts';
import { removeToken } from './token.ts';

const TOAST_SECONDS = 5;

type TAppApi = ReturnType<typeof App.useApp>;

// antd's message and modal APIs need React context, so the app shell hands its instances over at start-up.
let appApi: Pick<TAppApi, 'message' | 'modal' | 'notification'> | undefined;
export function setAppApi(api: Pick<TAppApi, 'message' | 'modal' | 'notification'>): void {
  appApi = api;
}

/** The text to show for a failed call: the server's (already translated) message or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 0) return error.message;
  return i18n.t('error.network');
}

let sessionDialogOpen = false;

/** The 'logged out' confirm dialog of SPEC.md section 8; never more than one at a time. */
export function openSessionDialog(): void {
  if (sessionDialogOpen || !appApi) return;
  sessionDialogOpen = true;
  appApi.modal.confirm({
    title: i18n.t('session.title'),
    content: i18n.t('session.expired'),
    okText: i18n.t('session.relogin'),
    cancelText: i18n.t('session.cancel'),
    onOk: () => {
      removeToken();
      window.location.reload();
      // Keeps the dialog busy until the page goes away.
      return new Promise<void>(() => undefined);
    },
    afterClose: () => {
      sessionDialogOpen = false;
    },
  });
}

/**
 * Shows an error toast for 5 s (SPEC.md section 8); timeouts and cancellations stay silent.
 * Session codes also offer to log in again, unless the caller handles the session itself.
 */
export function notifyError(
  error: unknown,
  { sessionDialog = true }: { sessionDialog?: boolean } = {},
): void {
  if (error instanceof ApiError && error.silent) return;
  void appApi?.message.error(errorMessage(error), TOAST_SECONDS);
  if (sessionDialog && error instanceof ApiError && SESSION_CODES.includes(error.code)) openSessionDialog();
}

/** A success toast in the current language. */
export function notifySuccess(text: string): void {
  void appApi?.message.success(text);
}

/** A lasting notice with an optional action, e.g. the new-build offer to reload. */
export function notifyInfo(args: Parameters<TAppApi['notification']['info']>[0]): void {
  appApi?.notification.info({ duration: 0, ...args });
}
