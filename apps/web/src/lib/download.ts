import { ApiError, requestLanguage, unwrap } from './http.ts';
import { getToken } from './token.ts';

/** The file name of a Content-Disposition header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * Downloads a signed-in GET (an export): sends the token in its header, never in the URL, and saves the
 * answer under the server's file name. A refusal comes back as the envelope and is thrown as an ApiError.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': requestLanguage() };
  const token = getToken();
  if (token) headers['X-AUTHORIZATION'] = token;
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch (error) {
    throw new ApiError({
      code: 0,
      status: 0,
      message: error instanceof Error ? error.message : 'Network error',
    });
  }
  if (!response.ok) unwrap(response, await response.json().catch(() => undefined));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
