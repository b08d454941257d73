import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import { ZProfile } from './profile.ts';

export { PASSWORD_MAX, PASSWORD_MIN };

/** Email: trimmed, lower-cased, a standard pattern (SPEC.md sections 5 and 7). */
export const ZEmail = z
  .string({ error: 'validation.email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'validation.email' }).max(254, { error: 'validation.email' }));

export const ZPassword = z
  .string({ error: 'validation.password' })
  .min(PASSWORD_MIN, { error: 'validation.password' })
  .max(PASSWORD_MAX, { error: 'validation.passwordTooLong' });

export const ZLoginBody = z.object({
  email: z
    .string({ error: 'validation.userName' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'validation.userName' }),
  password: z.string({ error: 'validation.password' }).min(1, { error: 'validation.password' }),
  subdomain: z.string().trim().max(100).optional(),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZTokenData = z.object({ token: z.string() });
export type TTokenData = z.infer<typeof ZTokenData>;

export const ZRegisterBody = z.object({
  email: ZEmail,
  password: ZPassword,
  firstName: z
    .string({ error: 'validation.firstName' })
    .trim()
    .min(1, { error: 'validation.firstName' })
    .max(50),
  lastName: z
    .string({ error: 'validation.lastName' })
    .trim()
    .min(1, { error: 'validation.lastName' })
    .max(50),
  nickName: z.string().trim().max(50, { error: 'validation.nickName' }).optional(),
  gender: z.enum(['male', 'female'], { error: 'validation.gender' }),
  birthDate: z.iso.date({ error: 'validation.birthDate' }),
  clientId: z.number({ error: 'validation.clubId' }).int().positive().optional(),
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;
export const ZRegisterData = z.object({ token: z.string(), profile: ZProfile });

export const ZForgotPasswordBody = z.object({ email: ZEmail });
export type TForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;

export const ZResetPasswordBody = z
  .object({
    email: ZEmail,
    code: z
      .string({ error: 'validation.confirmationCode' })
      .trim()
      .regex(/^\d{6}$/, {
        error: 'validation.confirmationCode',
      }),
    password: ZPassword,
    confirmPassword: z.string({ error: 'validation.passwordsDiffer' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

export const ZMessageData = z.object({ message: z.string() });
