import { MESSAGES, type TMessageKey } from '@pulseboard/contract/messages';
import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';

/** A field's place in a form: a name, or a path into nested objects and arrays. */
export type TFieldPath = string | readonly (string | number)[];

type TDef = {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  shape?: Record<string, ZodType>;
  element?: ZodType;
};

const defOf = (schema: ZodType) => schema._zod.def as unknown as TDef;

// Wrappers that keep the object or array they wrap; a pipe is read from its input side.
function container(schema: ZodType): TDef {
  let def = defOf(schema);
  while (def.innerType || def.in) def = defOf((def.innerType ?? def.in) as ZodType);
  return def;
}

/** The contract's schema of one field of an object schema (objects and arrays are walked). */
export function fieldSchema(schema: ZodType, path: TFieldPath): ZodType {
  let current = schema;
  for (const key of typeof path === 'string' ? [path] : path) {
    const def = container(current);
    const next = typeof key === 'number' ? def.element : def.shape?.[key];
    if (!next) throw new Error(`The schema has no field ${JSON.stringify(path)}`);
    current = next;
  }
  return current;
}

// The API answers a message outside the catalogue with 'validation.invalid' (error-handler.ts): so does the form.
const messageKey = (message: string | undefined): TMessageKey =>
  message && message in MESSAGES ? (message as TMessageKey) : 'validation.invalid';

/** The message key of the first problem the schema finds in the value; undefined when it passes. */
export function problemOf(schema: ZodType, value: unknown): TMessageKey | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : messageKey(result.error.issues[0]?.message);
}

const EMPTY = [undefined, null, ''] as const;
const isEmpty = (value: unknown) => (EMPTY as readonly unknown[]).includes(value);
const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * antd rules for one form field from the contract's schema, with the contract's messages: the field is
 * required when the schema refuses both '' and null (what a cleared input sends; a field the API lets
 * be left out, optional or defaulted, may still be required once it is shown), and a filled value must pass the field's schema
 * (its length, pattern, email, range and refinements). `toBody` maps the form's value to what is sent.
 */
export function rulesFrom(
  schema: ZodType,
  path: TFieldPath,
  t: (key: TMessageKey) => string,
  options: { toBody?: (value: unknown) => unknown } = {},
): Rule[] {
  const field = fieldSchema(schema, path);
  const emptyProblem = problemOf(field, '');
  const required = emptyProblem !== undefined && problemOf(field, null) !== undefined;
  const validator = async (_: unknown, value: unknown) => {
    // An empty value is the required rule's to report; in an optional field blanks are left empty.
    if (isEmpty(value) || (!required && isBlank(value))) return;
    const problem = problemOf(field, options.toBody ? options.toBody(value) : value);
    if (problem) throw new Error(t(problem));
  };
  return [...(required ? [{ required: true, message: t(emptyProblem) }] : []), { validator }];
}
