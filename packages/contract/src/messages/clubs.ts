// Messages of the clubs feature(s), merged into MESSAGES (messages.ts). English first, real Spanish.
export const CLUB_MESSAGES = {} as const satisfies Record<string, { en: string; es: string }>;
