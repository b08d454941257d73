import type { TFieldErrors } from '@pulseboard/contract/envelope';
import { ERRORS, type TErrorName } from '@pulseboard/contract/errors';

export interface TAppErrorOptions {
  /** Field name -> message key. */
  fields?: TFieldErrors;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  retryAfterSeconds?: number;
}

/** An error a user can cause: a catalogue name, optional field messages (message keys) and message params. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly error: TErrorName;
  readonly options: TAppErrorOptions;

  constructor(error: TErrorName, options: TAppErrorOptions = {}) {
    super(ERRORS[error].message);
    this.error = error;
    this.options = options;
  }
}

export function fieldError(
  field: string,
  messageKey: string,
  error: TErrorName = 'VALIDATION_FAILED',
): AppError {
  return new AppError(error, { fields: { [field]: messageKey } });
}
