import { z } from 'zod';

type TWrapper = z.ZodOptional | z.ZodNullable | z.ZodDefault | z.ZodPrefault | z.ZodReadonly | z.ZodCatch;
const isWrapper = (schema: z.ZodType): schema is TWrapper =>
  schema instanceof z.ZodOptional ||
  schema instanceof z.ZodNullable ||
  schema instanceof z.ZodDefault ||
  schema instanceof z.ZodPrefault ||
  schema instanceof z.ZodReadonly ||
  schema instanceof z.ZodCatch;

const STRINGS = [
  'Fuzz value 1',
  'fuzz@example.com',
  '#3462b1',
  '2024-01-15',
  '2024-01-15T08:30:00.000Z',
  '2024-01-15T09:30:00.000Z',
  '123456',
  'https://example.com/a',
  'FUZZ1',
  'fuzz-1',
  '+34 600 123 456',
  'UTC',
  'true',
  '1',
  '0b5e2a58-7f6c-4c1a-9d2e-3f4a5b6c7d8e',
];
const NUMBERS = [1, 50, 5, 0, 100, 2];
const ARRAYS = (item: unknown) => [[], [item], Array(5).fill(item), [50, 60, 70, 80, 90], [0, 1, 2, 3, 4]];

function firstPassing(schema: z.ZodType, candidates: readonly unknown[]): unknown {
  return candidates.find((c) => schema.safeParse(c).success) ?? candidates[0];
}

/** The object shape a request schema validates (through optional, default, pipe...), or none. */
export function shapeOf(schema: unknown): Record<string, z.ZodType> | undefined {
  let current = schema;
  while (isWrapperOrPipe(current)) current = current instanceof z.ZodPipe ? current.in : current.unwrap();
  return current instanceof z.ZodObject ? current.shape : undefined;
}

function isWrapperOrPipe(schema: unknown): schema is TWrapper | z.ZodPipe {
  return schema instanceof z.ZodType && (isWrapper(schema) || schema instanceof z.ZodPipe);
}

/** A value the schema is likely to accept, found by trying plain candidates: a valid baseline to vary. */
export function sampleOf(schema: z.ZodType): unknown {
  if (isWrapper(schema)) return sampleOf(schema.unwrap() as z.ZodType);
  // The output side of a pipe may be stricter (an email after trimming): try against the whole pipe.
  if (schema instanceof z.ZodPipe)
    return firstPassing(schema, [sampleOf(schema.in as z.ZodType), ...STRINGS, ...NUMBERS]);
  if (schema instanceof z.ZodString) return firstPassing(schema, STRINGS);
  if (schema instanceof z.ZodNumber) return firstPassing(schema, NUMBERS);
  if (schema instanceof z.ZodBoolean) return true;
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.values.values().next().value;
  if (schema instanceof z.ZodArray)
    return firstPassing(schema, ARRAYS(sampleOf(schema.element as z.ZodType)));
  if (schema instanceof z.ZodObject) {
    return Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, sampleOf(v as z.ZodType)]));
  }
  if (schema instanceof z.ZodUnion)
    return firstPassing(
      schema,
      schema.options.map((o) => sampleOf(o as z.ZodType)),
    );
  if (schema instanceof z.ZodRecord) return {};
  return firstPassing(schema, [...STRINGS, ...NUMBERS, true]);
}

/** Every plain candidate the field accepts on its own (its sample when it is not text or a number). */
function candidatesOf(field: z.ZodType): unknown[] {
  const passing = [...STRINGS, ...NUMBERS].filter((c) => field.safeParse(c).success);
  return passing.length > 0 ? passing : [sampleOf(field)];
}

/**
 * A sample of each field of an object schema that the whole schema accepts: when a rule across fields
 * refuses the fields' own samples (an end time after its start time), one field at a time tries its
 * other candidates.
 */
export function sampleFields(schema: z.ZodType, shape: Record<string, z.ZodType>): Record<string, unknown> {
  const sample = Object.fromEntries(Object.entries(shape).map(([k, field]) => [k, sampleOf(field)]));
  if (schema.safeParse(sample).success) return sample;
  for (const [k, field] of Object.entries(shape)) {
    for (const candidate of candidatesOf(field)) {
      const tried = { ...sample, [k]: candidate };
      if (schema.safeParse(tried).success) return tried;
    }
  }
  return sample;
}
