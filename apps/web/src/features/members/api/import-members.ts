import type { TMemberImportResult } from '@pulseboard/contract/members-import';
import { useApiMutation } from '../../../hooks/use-api-mutation.ts';
import { ApiError, requestLanguage, unwrap } from '../../../lib/http.ts';
import { memberKeys } from '../../../lib/query-keys.ts';
import { getToken } from '../../../lib/token.ts';

// A large file takes a while to reach the server and to be checked: the timeout is longer than other calls'.
const IMPORT_TIMEOUT_MS = 120_000;

/**
 * Multipart field "file". XMLHttpRequest rather than fetch, for its upload progress: `onProgress` gets
 * 0-100 while the bytes go up (the server's work follows at 100).
 */
export function importMembers(
  clubId: number,
  file: File,
  onProgress: (percent: number) => void = () => {},
): Promise<TMemberImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/dashboard/clients/${clubId}/members/actions/import`);
    xhr.timeout = IMPORT_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', requestLanguage());
    const token = getToken();
    if (token) xhr.setRequestHeader('X-AUTHORIZATION', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      try {
        resolve(unwrap<TMemberImportResult>({ status: xhr.status, statusText: xhr.statusText }, body));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError({ code: 0, status: 0, message: 'Network error' }));
    xhr.ontimeout = () => reject(new ApiError({ code: 0, status: 0, message: 'Timeout', silent: true }));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

export function useImportMembers(clubId: number, onProgress: (percent: number) => void) {
  return useApiMutation({
    mutationFn: (file: File) => importMembers(clubId, file, onProgress),
    invalidates: [memberKeys.all(clubId)],
    // The outcome (counts and rejected rows) is shown in the import dialog instead of a toast.
    meta: { silent: true },
  });
}
