import { z } from 'zod';
import { zText } from './fields.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import { ZBirthDate, ZNickName, zPersonName } from './person-fields.ts';
import { ZRole } from './roles.ts';
import { WORDINGS } from './wording.ts';

export const ZGender = z.enum(['male', 'female']);
export const ZPreferUnit = z.enum(['metric', 'imperial']);

/** The signed-in user's profile (SPEC.md section 3, User); never carries the password. */
export const ZProfile = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string().nullable(),
  name: z.string(),
  birthDate: z.string().nullable(),
  gender: ZGender.nullable(),
  weight: z.number().nullable(),
  bodyFat: z.number().nullable(),
  maxHr: z.number().int().nullable(),
  /** Resting heart rate for PAI (60 bpm is assumed while it is not set). */
  restingHr: z.number().int().nullable(),
  avatar: z.string().nullable(),
  location: z.number().int().nullable(),
  deviceId: z.string().nullable(),
  deviceType: z.string().nullable(),
  bluetoothName: z.string().nullable(),
  preferUnit: ZPreferUnit,
  language: z.enum(['en', 'es']).nullable(),
  clientId: z.number().int().nullable(),
  clubName: z.string().nullable(),
  /** The wording of the user's club (SPEC.md section 2): 'alternative' says Coach and Sweat Points. */
  clubWording: z.enum(WORDINGS),
  memberRole: ZRole,
  memberRoles: z.array(ZRole),
});
export type TProfile = z.infer<typeof ZProfile>;

const optionalText = (max: number, error: string) =>
  zText(max, error)
    .trim()
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A heart rate in whole beats a minute within bounds, or null to clear it. */
const wholeBpm = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).nullable();

/** Fields a user may change on their own profile (POST /dashboard/profile). */
export const ZProfileUpdate = z
  .object({
    firstName: zPersonName('validation.firstName'),
    lastName: zPersonName('validation.lastName'),
    nickName: ZNickName,
    birthDate: ZBirthDate.nullable(),
    gender: ZGender.nullable().or(z.undefined()),
    weight: z
      .number({ error: 'validation.weight' })
      .min(20, { error: 'validation.weight' })
      .max(400, { error: 'validation.weight' })
      .nullable(),
    bodyFat: z
      .number({ error: 'validation.bodyFat' })
      .min(2, { error: 'validation.bodyFat' })
      .max(70, { error: 'validation.bodyFat' })
      .nullable(),
    maxHr: wholeBpm(100, 230, 'validation.maxHr'),
    restingHr: wholeBpm(30, 120, 'validation.restingHr'),
    deviceId: optionalText(40, 'validation.deviceId'),
    bluetoothName: optionalText(60, 'validation.invalid'),
    preferUnit: z.enum(['metric', 'imperial'], { error: 'validation.preferUnit' }),
    language: z.enum(['en', 'es'], { error: 'validation.invalid' }),
  })
  .partial();
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** POST /dashboard/profile/actions/switch-role: a new session for another of the user's roles. */
export const ZSwitchRoleBody = z.object({ role: ZRole });

/** POST /dashboard/profile/actions/change-password. */
export const ZChangePasswordBody = z
  .object({
    oldPassword: zText(PASSWORD_MAX, 'validation.oldPassword').min(1, { error: 'validation.oldPassword' }),
    password: zText(PASSWORD_MAX, 'validation.password', 'validation.passwordTooLong').min(PASSWORD_MIN, {
      error: 'validation.password',
    }),
    confirmPassword: zText(PASSWORD_MAX, 'validation.passwordsDiffer'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

/** Avatar uploads: image types only, checked by content. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
