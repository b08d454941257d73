// Messages of the accounts feature(s), merged into MESSAGES (messages.ts). English first, real Spanish.
export const ACCOUNT_MESSAGES = {} as const satisfies Record<string, { en: string; es: string }>;
