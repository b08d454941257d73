import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How one route's answer for one status is written, and why when it is not the compiled way. */
export interface TSerializerChoice {
  method: string;
  url: string;
  status: string;
  kind: 'compiled' | 'zod';
  reason?: string;
}

type TZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: TZodDef } })._zod.def;

const LEAVES = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal']);

/**
 * Why the schema cannot be written by a compiled serialiser, or null when it can: only plain shapes
 * whose JSON is the value itself. Transforms and codecs (pipes), dates, defaults, lazy and custom
 * schemas change or check the value on the way out, so zod writes them; so does a union (the compiled
 * serialiser picks a branch by validating each answer with ajv: slower, and a row with an extra column
 * would match no object branch).
 */
export function compiledUnsafeReason(schema: z.ZodType): string | null {
  const def = defOf(schema);
  if (LEAVES.has(def.type) || def.type === 'unknown' || def.type === 'any') return null;
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        const reason = compiledUnsafeReason(value);
        if (reason) return `${key}: ${reason}`;
      }
      return null;
    case 'array':
      return def.element ? compiledUnsafeReason(def.element) : 'array without element';
    case 'nullable':
    case 'optional':
      return def.innerType ? compiledUnsafeReason(def.innerType) : `${def.type} without inner type`;
    case 'record':
      return def.valueType ? compiledUnsafeReason(def.valueType) : 'record without values';
    default:
      return def.type;
  }
}

type TCompileInput = { schema: unknown; method: string; url: string; httpStatus?: string };

/**
 * Fastify's serialiser compiler: each route's zod response schema is converted once, at start-up, to
 * JSON Schema (z.toJSONSchema, output side) and compiled with fast-json-stringify, which writes only the
 * declared properties (an undeclared column never reaches the answer) without zod's per-answer encode
 * pass. A schema that does not convert safely keeps fastify-type-provider-zod's serialiser;
 * `onChoice` hears about every schema compiled, so start-up can log (and tests can list) those.
 */
export function createSerializerCompiler(onChoice: (choice: TSerializerChoice) => void) {
  return (input: TCompileInput): ((data: unknown) => string) => {
    const where = { method: input.method, url: input.url, status: String(input.httpStatus ?? '') };
    const fallback = (reason: string) => {
      onChoice({ ...where, kind: 'zod', reason });
      return zodSerializerCompiler(input as Parameters<typeof zodSerializerCompiler>[0]);
    };
    if (!(input.schema instanceof z.ZodType)) return fallback('not a zod schema');
    const reason = compiledUnsafeReason(input.schema);
    if (reason) return fallback(reason);
    try {
      const jsonSchema = z.toJSONSchema(input.schema, {
        io: 'output',
        // `nullable: true` rather than anyOf with null, which fast-json-stringify would check per answer.
        target: 'openapi-3.0',
        unrepresentable: 'throw',
      });
      const stringify = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
      onChoice({ ...where, kind: 'compiled' });
      return stringify;
    } catch (err) {
      return fallback(`does not convert: ${(err as Error).message}`);
    }
  };
}
