import { z } from 'zod';
import { PASSWORD_MAX, ZEmail, ZPassword } from './auth.ts';
import { zId, zPageNumber, zText } from './fields.ts';
import { ZSortOrder } from './paging.ts';
import { PLATFORM_ROLES, type TFeatureAccess, ZRole } from './roles.ts';

/**
 * Who may open the Admins tab and call its routes; what each may do to which account is decided by
 * account-rules.ts (SPEC.md section 6).
 */
export const ACCOUNTS_ACCESS = {
  read: ['accuro', 'club', 'locationAdmin', 'trainerLeader'],
  manage: ['accuro', 'club', 'locationAdmin', 'trainerLeader'],
  /** Find any account by its email, across clubs. */
  search: PLATFORM_ROLES,
} as const satisfies TFeatureAccess;

/** Roles that make an account a club admin (SPEC.md section 6: the roles that may be assigned). */
export const CLUB_ADMIN_ROLES = ['club', 'locationAdmin', 'trainerLeader'] as const;
export const ZClubAdminRole = z.enum(CLUB_ADMIN_ROLES, { error: 'validation.role' });
/** Roles an account may be created with in the Admins tab (who may give which is checked by the API). */
export const ACCOUNT_CREATE_ROLES = ['club', 'locationAdmin', 'trainerLeader', 'coach'] as const;

/** What the Admins tab writes to an account's log; the web shows `accounts.log.<action>`. */
export const ACCOUNT_LOG_ACTIONS = [
  'create',
  'update',
  'assign-club-admin',
  'revoke-club-admin',
  'unbind-device',
  'change-password',
  'change-settings',
  'enable-beta',
  'disable-beta',
  'update-location',
] as const;
export type TAccountLogAction = (typeof ACCOUNT_LOG_ACTIONS)[number];

/** A staff account of a club (Admins tab); never carries the password. */
export const ZAccount = z.object({
  accountId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  memberRole: ZRole,
  memberRoles: z.array(ZRole),
  isClubAdmin: z.boolean(),
  locationId: z.number().int().nullable(),
  deviceId: z.string().nullable(),
  betaEnabled: z.boolean(),
  status: z.enum(['enabled', 'disabled']),
  createdAt: z.string(),
});
export type TAccount = z.infer<typeof ZAccount>;

/** POST /dashboard/actions/search-account: the account and the club it belongs to. */
export const ZAccountWithClub = ZAccount.extend({
  clubId: z.number().int().nullable(),
  clubName: z.string().nullable(),
});
export type TAccountWithClub = z.infer<typeof ZAccountWithClub>;

const ZPage = zPageNumber().default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100, { error: 'validation.invalid' }).default(20);
const ZKeyword = zText(100).trim().optional();

export const ACCOUNT_SORT_FIELDS = ['email', 'name', 'memberRole', 'createdAt'] as const;

/** GET /dashboard/clients/{id}/accounts: staff accounts, members too with `includeMembers=true`. */
export const ZAccountsQuery = z.object({
  keyword: ZKeyword,
  role: ZRole.optional(),
  includeMembers: z.stringbool({ error: 'validation.invalid' }).default(false),
  page: ZPage,
  pageSize: ZPageSize,
  sortField: z.enum(ACCOUNT_SORT_FIELDS).optional(),
  sortOrder: ZSortOrder.optional(),
});
export type TAccountsQuery = z.infer<typeof ZAccountsQuery>;

const ZFirstName = zText(50, 'validation.firstName').trim().min(1, { error: 'validation.firstName' });
const ZLastName = zText(50, 'validation.lastName').trim().min(1, { error: 'validation.lastName' });
/** A location of the club in the path, or none (club-wide). */
const ZLocationId = zId('validation.location').nullable();

const ZAccountFields = z.object({
  email: ZEmail,
  firstName: ZFirstName,
  lastName: ZLastName,
  locationId: ZLocationId.default(null),
});

/**
 * PUT /dashboard/clients/{id}/accounts/{accountId}: the fields an admin may edit. Changing one's own
 * sign-in email also takes one's current password: a session left open must not be enough to move the
 * account to another address (and then reset its password from there).
 */
export const ZAccountUpdate = ZAccountFields.extend({
  currentPassword: zText(PASSWORD_MAX, 'validation.oldPassword').optional(),
});
export type TAccountUpdate = z.infer<typeof ZAccountUpdate>;

/** POST /dashboard/clients/{id}/accounts: a new staff login of the club. */
export const ZAccountCreate = ZAccountFields.extend({
  password: ZPassword,
  role: z.enum(ACCOUNT_CREATE_ROLES, { error: 'validation.role' }),
});
export type TAccountCreate = z.infer<typeof ZAccountCreate>;

export const ZAssignClubAdminBody = z.object({ role: ZClubAdminRole });
export type TAssignClubAdminBody = z.infer<typeof ZAssignClubAdminBody>;

export const ZAccountPasswordBody = z
  .object({
    password: ZPassword,
    confirmPassword: zText(PASSWORD_MAX, 'validation.passwordsDiffer'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type TAccountPasswordBody = z.infer<typeof ZAccountPasswordBody>;

export const ZUpdateLocationBody = z.object({ locationId: ZLocationId });
export type TUpdateLocationBody = z.infer<typeof ZUpdateLocationBody>;

export const ZSearchAccountBody = z.object({ email: ZEmail });
export type TSearchAccountBody = z.infer<typeof ZSearchAccountBody>;

/** One entry of an account's log; `actorName` is null once the actor's login is gone. */
export const ZAccountLog = z.object({
  id: z.number().int(),
  action: z.string(),
  detail: z.string().nullable(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TAccountLog = z.infer<typeof ZAccountLog>;

/** GET .../accounts/{accountId}/logs: keyword over action and detail, dates inclusive (UTC). */
export const ZAccountLogsQuery = z
  .object({
    keyword: ZKeyword,
    from: z.iso.date({ error: 'validation.dateFrom' }).optional(),
    to: z.iso.date({ error: 'validation.dateTo' }).optional(),
    page: ZPage,
    pageSize: ZPageSize,
  })
  .refine((q) => !(q.from && q.to) || q.from <= q.to, { error: 'validation.dateOrder', path: ['to'] });
export type TAccountLogsQuery = z.infer<typeof ZAccountLogsQuery>;
