import { z } from 'zod';
import { ROLES } from './access.ts';

export * from './access.ts';
export const ZRole = z.enum(ROLES);
