import type { FormInstance } from 'antd';
import { ApiError } from './http.ts';

/** The server names nested fields with dots (`zoneSettings.starts`, `rows.3.barcode`); antd wants a path. */
export function fieldPath(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Shows the server's field messages on the form's fields; true when there were any.
 * The toast with the general message comes from the mutation cache.
 */
export function applyFieldErrors<T>(form: FormInstance<T>, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const fields = Object.entries(error.fields).map(([name, message]) => ({
    name: fieldPath(name) as never,
    errors: [message],
  }));
  form.setFields(fields);
  return fields.length > 0;
}
