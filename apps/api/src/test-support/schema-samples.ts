import type { ZodType } from 'zod';

type TDef = {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
};

const defOf = (schema: ZodType) => schema._zod.def as unknown as TDef;
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];

const STRINGS = [
  'Fuzz value 1',
  'fuzz@example.com',
  '#3462b1',
  '2024-01-15',
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

function firstPassing(schema: ZodType, candidates: readonly unknown[]): unknown {
  return candidates.find((c) => schema.safeParse(c).success) ?? candidates[0];
}

/** The object shape a request schema validates (through optional, default, pipe...), or none. */
export function shapeOf(schema: unknown): Record<string, ZodType> | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  let def = defOf(schema as ZodType);
  while (WRAPPERS.includes(def.type) || def.type === 'pipe') {
    const next = def.type === 'pipe' ? def.in : def.innerType;
    if (!next) return undefined;
    def = defOf(next);
  }
  return def.type === 'object' ? def.shape : undefined;
}

/** A value the schema is likely to accept, found by trying plain candidates: a valid baseline to vary. */
export function sampleOf(schema: ZodType): unknown {
  const def = defOf(schema);
  if (WRAPPERS.includes(def.type) && def.innerType) return sampleOf(def.innerType);
  switch (def.type) {
    case 'pipe':
      // The output side may be stricter (an email after trimming): try against the whole pipe.
      return firstPassing(schema, [...(def.in ? [sampleOf(def.in)] : []), ...STRINGS, ...NUMBERS]);
    case 'string':
      return firstPassing(schema, STRINGS);
    case 'number':
    case 'int':
      return firstPassing(schema, NUMBERS);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return firstPassing(schema, def.element ? ARRAYS(sampleOf(def.element)) : [[]]);
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, sampleOf(v)]));
    case 'union':
      return firstPassing(schema, (def.options ?? []).map(sampleOf));
    case 'record':
      return {};
    default:
      return firstPassing(schema, [...STRINGS, ...NUMBERS, true]);
  }
}
