import type { FormInstance } from 'antd';
import { ApiError, markShownOnFields } from './http.ts';

/** The server names nested fields with dots (`zoneSettings.starts`, `rows.3.barcode`); antd wants a path. */
export function fieldPath(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Shows the server's field messages on the form's fields; true when there were any. The toast with the
 * general message comes from the mutation cache, unless every field named is one the form shows: the
 * message is then said once, where it is to be mended (query-client.ts).
 */
export function applyFieldErrors<T>(form: FormInstance<T>, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const fields = Object.entries(error.fields).map(([name, message]) => ({
    name: fieldPath(name) as never,
    errors: [message],
  }));
  form.setFields(fields);
  // A field the form has no input for keeps no error: then the toast is what the user reads.
  if (fields.length > 0 && fields.every((field) => form.getFieldError(field.name).length > 0))
    markShownOnFields(error);
  return fields.length > 0;
}
