import type { FormInstance } from 'antd';
import { ApiError, markShownOnFields } from './http.ts';

/** The server names nested fields with dots (`zoneSettings.starts`, `rows.3.barcode`); antd wants a path. */
export function fieldPath(name: string): (string | number)[] {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The element antd gives a field of a named form (its id is the form name and the path, joined by _). */
function fieldElement(formName: string, path: (string | number)[]): HTMLElement | null {
  return document.getElementById(`${formName}_${path.join('_')}`);
}

// A field on screen: not in a hidden item, a folded panel or a closed dialog (jsdom cannot tell: it says so).
const isOnScreen = (element: HTMLElement | null) =>
  element !== null && (typeof element.checkVisibility !== 'function' || element.checkVisibility());

/**
 * Shows the server's field messages on the form's fields; true when there were any. The toast with the
 * general message comes from the mutation cache, unless every field named is one the form shows on
 * screen (`formName`, antd's form name, finds them): the message is then said once, where it is to be
 * mended (query-client.ts).
 */
export function applyFieldErrors<T>(form: FormInstance<T>, error: unknown, formName?: string): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const fields = Object.entries(error.fields).map(([name, message]) => ({
    name: fieldPath(name),
    errors: [message],
  }));
  form.setFields(fields as never);
  // A field the form has no input for, or one not on screen, shows nothing: then the toast is what the user reads.
  const shown = (name: string, path: (string | number)[]) =>
    form.getFieldError(path as never).length > 0 && isOnScreen(fieldElement(name, path));
  if (formName !== undefined && fields.length > 0 && fields.every((field) => shown(formName, field.name)))
    markShownOnFields(error);
  return fields.length > 0;
}
