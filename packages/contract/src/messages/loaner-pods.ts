// Messages of the loaner-pods feature(s), merged into MESSAGES (messages.ts). English first, real Spanish.
export const LOANER_POD_MESSAGES = {} as const satisfies Record<string, { en: string; es: string }>;
