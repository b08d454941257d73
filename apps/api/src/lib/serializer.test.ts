import { envelope } from '@pulseboard/contract/envelope';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test-support/use-test-app.ts';
import { createSerializerCompiler, type TSerializerChoice } from './serializer.ts';

function compile(schema: z.ZodType) {
  const choices: TSerializerChoice[] = [];
  const write = createSerializerCompiler((c) => choices.push(c))({
    schema,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  });
  return { write, choice: choices[0] };
}

describe('compiled response serialiser', () => {
  const ZRow = z.object({
    id: z.number().int(),
    email: z.string(),
    nick: z.string().nullable(),
    note: z.string().optional(),
    role: z.enum(['member', 'coach']),
    level: z.enum(['a', 'b']).nullable(),
    tags: z.record(z.string(), z.number()),
    list: z.array(z.object({ a: z.boolean() })),
  });

  it('writes what zod wrote, and never an undeclared property', () => {
    const { write, choice } = compile(envelope(ZRow));
    expect(choice?.kind).toBe('compiled');
    const zodWrite = createSerializerCompiler(() => {})({ schema: z.date(), method: 'GET', url: '/d' });
    expect(zodWrite(new Date(0))).toBe('"1970-01-01T00:00:00.000Z"');
    const row = {
      id: 7,
      email: 'a@example.com',
      passwordHash: '$argon2id$secret',
      nick: null,
      role: 'coach',
      level: 'a',
      tags: { x: 1 },
      list: [{ a: true, passwordHash: 'nested' }],
    };
    const value = { code: 0, meta: { error: false, message: 'ok' }, data: row, extra: 1 };
    const out = write(value);
    expect(out).not.toContain('passwordHash');
    expect(out).not.toContain('secret');
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(z.encode(envelope(ZRow), value as never))));
    expect(
      JSON.parse(write({ ...value, data: { ...row, nick: 'n', note: 'hi', level: null } })).data,
    ).toMatchObject({ nick: 'n', note: 'hi', level: null });
  });

  it('leaves to zod what does not convert safely', () => {
    for (const schema of [
      z.object({ at: z.date() }),
      z.object({ n: z.string().transform((s) => s.length) }),
      z.object({ d: z.string().default('x') }),
      z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]),
      z.object({ level: z.union([z.string(), z.number()]).nullable() }),
    ]) {
      expect(compile(schema).choice?.kind).toBe('zod');
    }
    expect(compile(z.object({ at: z.date() })).write({ at: new Date(0) })).toBe(
      '{"at":"1970-01-01T00:00:00.000Z"}',
    );
  });
});

describe('every route', () => {
  const t = useTestApp();

  it('has every 200 answer schema compiled, the fall-backs named', async () => {
    await t.app.ready();
    const ok = t.app.serializerChoices.filter((c) => c.status === '200');
    // Every signed-in or public route of the table with a 200 schema was compiled one way or the other.
    const seen = new Set(ok.map((c) => `${c.method} ${c.url}`));
    const tableWith200 = t.app.routeTable.filter((r) => seen.has(`${r.method} ${r.url}`));
    expect(tableWith200.length).toBeGreaterThan(50);
    const fallbacks = ok.filter((c) => c.kind === 'zod').map((c) => `${c.method} ${c.url}: ${c.reason}`);
    expect(fallbacks).toEqual([]);
  });
});
