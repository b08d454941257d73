import { z } from 'zod';
import { zText } from './fields.ts';
import { DEFAULT_THEME_COLOR } from './limits.ts';
import { listFilter } from './paging.ts';
import { MANAGER_ROLES, STAFF_ROLES, type TFeatureAccess } from './roles.ts';

/** Every staff role sees a club's studios; managers change them. */
export const STUDIOS_ACCESS = { read: STAFF_ROLES, manage: MANAGER_ROLES } as const satisfies TFeatureAccess;

export const STUDIO_STATUSES = ['active', 'inactive'] as const;

export const ZStudio = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The colour indicator shown beside the studio in lists and the class calendar, `#rrggbb`. */
  color: z.string(),
  status: z.enum(STUDIO_STATUSES),
  createdAt: z.string(),
});
export type TStudio = z.infer<typeof ZStudio>;

/** One form for create and edit (SPEC.md section 5: 'Please enter the studio name.'). */
export const ZStudioInput = z.object({
  name: zText(100, 'validation.studioName', 'validation.studioNameTooLong')
    .trim()
    .min(1, { error: 'validation.studioName' }),
  color: zText(7, 'validation.color')
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.color' })
    .transform((c) => c.toLowerCase())
    .default(DEFAULT_THEME_COLOR),
  status: z.enum(STUDIO_STATUSES, { error: 'validation.status' }).default('active'),
});
export type TStudioInput = z.input<typeof ZStudioInput>;

export const STUDIO_SORT_FIELDS = ['name', 'status', 'createdAt'] as const;
/** Body of POST /dashboard/clients/{id}/studios/page/{page}: keyword over the name, optional sort. */
export const ZStudioListFilter = listFilter(STUDIO_SORT_FIELDS);
export type TStudioListFilter = z.infer<typeof ZStudioListFilter>;
