import type { FormInstance } from 'antd';
import { ApiError } from './http.ts';

/**
 * Shows the server's field messages on the form's fields; true when there were any.
 * The toast with the general message comes from the mutation cache.
 */
export function applyFieldErrors<T>(form: FormInstance<T>, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const fields = Object.entries(error.fields).map(([name, message]) => ({
    name: name as never,
    errors: [message],
  }));
  form.setFields(fields);
  return fields.length > 0;
}
