/**
 * The one error catalogue: stable envelope codes, their HTTP status and the message key shown to users.
 * Codes 50008, 50012 and 50014 are the session codes of SPEC.md section 8.
 */
export const ERRORS = {
  VALIDATION_FAILED: { code: 40000, status: 400, message: 'error.validation' },
  BAD_REQUEST: { code: 40001, status: 400, message: 'error.badRequest' },
  BAD_CREDENTIALS: { code: 40101, status: 401, message: 'error.badCredentials' },
  TOKEN_INVALID: { code: 50008, status: 401, message: 'error.tokenInvalid' },
  SIGNED_IN_ELSEWHERE: { code: 50012, status: 401, message: 'error.signedInElsewhere' },
  TOKEN_EXPIRED: { code: 50014, status: 401, message: 'error.tokenExpired' },
  FORBIDDEN: { code: 40300, status: 403, message: 'error.forbidden' },
  ACCOUNT_DISABLED: { code: 40301, status: 403, message: 'error.accountDisabled' },
  NOT_FOUND: { code: 40400, status: 404, message: 'error.notFound' },
  CONFLICT: { code: 40900, status: 409, message: 'error.conflict' },
  EMAIL_TAKEN: { code: 40901, status: 409, message: 'error.emailTaken' },
  /** Another request changed the same rows at the same moment (a deadlock or serialization failure). */
  CONCURRENT_CHANGE: { code: 40902, status: 409, message: 'error.concurrentChange' },
  /** A member action needs a club integration (Mindbody, Momence) that the club has not set up. */
  INTEGRATION_NOT_CONFIGURED: { code: 40920, status: 409, message: 'error.integrationNotConfigured' },
  /** The club has set the integration up, but this version cannot fetch from it yet. */
  INTEGRATION_SYNC_UNAVAILABLE: { code: 40921, status: 409, message: 'error.integrationSyncUnavailable' },
  PAYLOAD_TOO_LARGE: { code: 41300, status: 413, message: 'error.payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { code: 41500, status: 415, message: 'error.unsupportedMediaType' },
  HEADERS_TOO_LARGE: { code: 43100, status: 431, message: 'error.headersTooLarge' },
  RESET_CODE_INVALID: { code: 42201, status: 422, message: 'validation.confirmationCode' },
  TOO_MANY_ATTEMPTS: { code: 42900, status: 429, message: 'error.tooManyAttempts' },
  TOO_MANY_RESET_REQUESTS: { code: 42901, status: 429, message: 'error.tooManyResetRequests' },
  TOO_MANY_RESET_ATTEMPTS: { code: 42902, status: 429, message: 'error.tooManyResetAttempts' },
  INTERNAL: { code: 50000, status: 500, message: 'error.internal' },
  NOT_READY: { code: 50300, status: 503, message: 'error.notReady' },
} as const;

export type TErrorName = keyof typeof ERRORS;
export const SUCCESS_CODE = 20000;
/** Codes after which the web app offers to log in again (SPEC.md section 8). */
export const SESSION_CODES: readonly number[] = [50008, 50012, 50014];
