import { ZAccountCreate } from '@pulseboard/contract/accounts';
import { ZClubInput } from '@pulseboard/contract/clubs';
import { ZFaqInput } from '@pulseboard/contract/faq';
import { ZLoanerPodInput } from '@pulseboard/contract/loaner-pods';
import { ZLocationInput } from '@pulseboard/contract/locations';
import { ZProfileUpdate } from '@pulseboard/contract/profile';
import { ZStudioInput } from '@pulseboard/contract/studios';
import { ZTrainerInput } from '@pulseboard/contract/trainers';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { rulesFrom, type TFieldPath } from './zod-rules.ts';

const t = (key: string) => `t:${key}`;

/** What antd would show for the value: the required rule's message, then the validator's. */
async function messageFor(schema: ZodType, path: TFieldPath, value: unknown): Promise<string | undefined> {
  const rules = rulesFrom(schema, path, t) as RuleObject[];
  const empty = value === undefined || value === null || value === '';
  const required = rules.find((rule) => rule.required);
  if (required && empty) return required.message as string;
  const validator = rules.find((rule) => rule.validator)?.validator;
  try {
    await validator?.({} as never, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('rulesFrom', () => {
  it.each<[string, ZodType, TFieldPath, boolean]>([
    ['location name', ZLocationInput, 'branchName', true],
    ['location zip', ZLocationInput, 'branchZip', false],
    ['club time zone, defaulted when left out', ZClubInput, 'timezone', true],
    ['club description, empty allowed', ZClubInput, 'clubDescription', false],
    ['trainer last name with a default', ZTrainerInput, 'lastName', false],
    ['pod barcode', ZLoanerPodInput, 'barcode', true],
    ['pod location, nullable', ZLoanerPodInput, 'locationId', false],
    ['account role, an enum', ZAccountCreate, 'role', true],
    ['profile first name in a partial update', ZProfileUpdate, 'firstName', true],
    ['profile weight, nullable', ZProfileUpdate, 'weight', false],
  ])('%s: required %s', (_, schema, path, required) => {
    expect(rulesFrom(schema, path, t).some((rule) => (rule as RuleObject).required)).toBe(required);
  });

  it.each<[string, ZodType, TFieldPath, unknown, string | undefined]>([
    ['required, empty', ZLocationInput, 'branchName', '', 't:validation.branchName'],
    ['required, blanks only', ZLocationInput, 'branchName', '   ', 't:validation.branchName'],
    ['max length', ZLocationInput, 'branchName', 'x'.repeat(101), 't:validation.branchName'],
    ['fits', ZLocationInput, 'branchName', 'Downtown', undefined],
    ['pattern', ZLocationInput, 'branchZip', '!', 't:validation.zip'],
    ['optional pattern left empty', ZLocationInput, 'branchZip', '', undefined],
    ['url', ZLocationInput, 'homepage', 'example.com', 't:validation.url'],
    ['url fits', ZLocationInput, 'homepage', 'https://example.com', undefined],
    ['own max message', ZStudioInput, 'name', 'x'.repeat(101), 't:validation.studioNameTooLong'],
    ['refinement', ZTrainerInput, 'phone', 'abc', 't:validation.phone'],
    ['phone fits', ZTrainerInput, 'phone', '+1 (555) 123-4567', undefined],
    ['barcode pattern', ZLoanerPodInput, 'barcode', 'x', 't:validation.barcode'],
    ['max without pattern', ZLoanerPodInput, 'bluetoothName', 'x'.repeat(65), 't:validation.bluetoothName'],
    ['email', ZAccountCreate, 'email', 'not-an-email', 't:validation.email'],
    ['email fits after trimming', ZAccountCreate, 'email', ' A@Example.com ', undefined],
    ['min length', ZAccountCreate, 'password', '123', 't:validation.password'],
    ['own max message', ZAccountCreate, 'password', 'x'.repeat(129), 't:validation.passwordTooLong'],
    ['enum required', ZAccountCreate, 'role', undefined, 't:validation.role'],
    ['link with ftp', ZFaqInput, 'link', 'ftp://files.example.com', undefined],
    ['link', ZFaqInput, 'link', 'example', 't:validation.link'],
    ['optional link left blank', ZFaqInput, 'link', '   ', undefined],
    ['number range', ZProfileUpdate, 'bodyFat', 80, 't:validation.bodyFat'],
    ['integer', ZProfileUpdate, 'maxHr', 150.5, 't:validation.maxHr'],
    ['number left empty', ZProfileUpdate, 'weight', null, undefined],
    ['too long, no message of its own', ZFaqInput, 'content', 'x'.repeat(20_001), 't:validation.tooLong'],
  ])('%s: %s %j', async (_, schema, path, value, message) => {
    expect(await messageFor(schema, path, value)).toBe(message);
  });

  it('says what the API says of a message outside the catalogue', async () => {
    const { z } = await import('zod');
    const schema = z.object({ name: z.string().min(3, { error: 'no.such.message' }) });
    expect(await messageFor(schema, 'name', 'ab')).toBe('t:validation.invalid');
  });

  it('walks nested objects and arrays', async () => {
    const { z } = await import('zod');
    const schema = z.object({
      zones: z.object({ starts: z.array(z.number().min(30, { error: 'validation.zoneStarts' })) }),
    });
    expect(await messageFor(schema, ['zones', 'starts', 2], 10)).toBe('t:validation.zoneStarts');
  });

  it('checks the value the form sends', async () => {
    const rules = rulesFrom(ZProfileUpdate, 'weight', t, {
      toBody: (lb) => Number(lb) / 2.2,
    }) as RuleObject[];
    const check = (value: number) => rules[0]?.validator?.({} as never, value, () => undefined);
    await expect(check(880)).resolves.toBeUndefined();
    await expect(check(881)).rejects.toThrow('t:validation.weight');
  });

  it('refuses a field the schema does not have', () => {
    expect(() => rulesFrom(ZLocationInput, 'nope', t)).toThrow(/nope/);
  });
});
