import { SESSION_CODES } from '@pulseboard/contract/errors';
import type { App } from 'antd';
import { useSyncExternalStore } from 'react';
import { ApiError } from './http.ts';
import { i18n } from './i18n.ts';
import { removeToken } from './token.ts';

const TOAST_SECONDS = 5;

type TAppApi = Pick<ReturnType<typeof App.useApp>, 'message' | 'modal' | 'notification'>;

// antd's message and modal APIs need React context: each mounted antd App hands its instances over (the
// last one mounted is used). The login page loads no antd: a notice asked for while no App is mounted
// waits here, and the root route then mounts one (`useNoticeHostWanted`), loading antd only at that point.
const apis: TAppApi[] = [];
const waiting: ((api: TAppApi) => void)[] = [];
let hostWanted = false;
const listeners = new Set<() => void>();

/** Makes `api` the one notices use until the returned function withdraws it (an App's unmount). */
export function setAppApi(api: TAppApi): () => void {
  apis.push(api);
  for (const show of waiting.splice(0)) show(api);
  return () => {
    const index = apis.lastIndexOf(api);
    if (index >= 0) apis.splice(index, 1);
  };
}

function withApi(show: (api: TAppApi) => void): void {
  const api = apis.at(-1);
  if (api) {
    show(api);
    return;
  }
  waiting.push(show);
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a notice had no antd App to show it: the root route then mounts one of its own. */
export function useNoticeHostWanted(): boolean {
  return useSyncExternalStore(subscribe, () => hostWanted);
}

/** The text to show for a failed call: the server's (already translated) message or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 0) return error.message;
  return i18n.t('error.network');
}

let sessionDialogOpen = false;

/** The 'logged out' confirm dialog of SPEC.md section 8; never more than one at a time. */
export function openSessionDialog(): void {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  withApi((api) =>
    api.modal.confirm({
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
    }),
  );
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
  const text = errorMessage(error);
  withApi((api) => void api.message.error(text, TOAST_SECONDS));
  if (sessionDialog && error instanceof ApiError && SESSION_CODES.includes(error.code)) openSessionDialog();
}

/** A success toast in the current language. */
export function notifySuccess(text: string): void {
  withApi((api) => void api.message.success(text));
}

/** A lasting notice with an optional action, e.g. the new-build offer to reload. */
export function notifyInfo(args: Parameters<TAppApi['notification']['info']>[0]): void {
  withApi((api) => api.notification.info({ duration: 0, ...args }));
}
