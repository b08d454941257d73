// Messages of the studios-trainers feature(s), merged into MESSAGES (messages.ts). English first, real Spanish.
export const STAFF_MESSAGES = {} as const satisfies Record<string, { en: string; es: string }>;
