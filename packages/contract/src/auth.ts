import { z } from 'zod';
import { ZJoinCode } from './club-join.ts';
import { zText } from './fields.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.ts';
import { ZBirthDate, ZNickName, zPersonName } from './person-fields.ts';
import { ZProfile } from './profile.ts';

export { PASSWORD_MAX, PASSWORD_MIN };

/** Email: trimmed, lower-cased, a standard pattern (SPEC.md sections 5 and 7). */
export const ZEmail = zText(254, 'validation.email')
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'validation.email' }).max(254, { error: 'validation.email' }));

// A password as any form takes it: at most PASSWORD_MAX characters, told so when longer.
const passwordText = () => zText(PASSWORD_MAX, 'validation.password', 'validation.passwordTooLong');

export const ZPassword = passwordText().min(PASSWORD_MIN, { error: 'validation.password' });

export const ZLoginBody = z.object({
  email: zText(254, 'validation.userName').trim().toLowerCase().min(1, { error: 'validation.userName' }),
  password: passwordText().min(1, { error: 'validation.password' }),
  subdomain: zText(100).trim().optional(),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZTokenData = z.object({ token: z.string() });
export type TTokenData = z.infer<typeof ZTokenData>;

export const ZRegisterBody = z.object({
  email: ZEmail,
  password: ZPassword,
  firstName: zPersonName('validation.firstName'),
  lastName: zPersonName('validation.lastName'),
  nickName: ZNickName,
  gender: z.enum(['male', 'female'], { error: 'validation.gender' }),
  birthDate: ZBirthDate,
  /** The club's join code from its registration link: members join a club only through it. */
  joinCode: ZJoinCode,
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;
export const ZRegisterData = z.object({ token: z.string(), profile: ZProfile });

export const ZForgotPasswordBody = z.object({ email: ZEmail });
export type TForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;

export const ZResetPasswordBody = z
  .object({
    email: ZEmail,
    code: zText(20, 'validation.confirmationCode')
      .trim()
      .regex(/^\d{6}$/, {
        error: 'validation.confirmationCode',
      }),
    password: ZPassword,
    confirmPassword: zText(PASSWORD_MAX, 'validation.passwordsDiffer'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'validation.passwordsDiffer',
    path: ['confirmPassword'],
  });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

export const ZMessageData = z.object({ message: z.string() });
