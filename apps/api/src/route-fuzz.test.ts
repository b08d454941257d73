import { INTEGRATIONS } from '@pulseboard/contract/clubs';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { TRouteEntry } from './plugins/access-guard.ts';
import { sampleFields, sampleOf, shapeOf } from './test-support/schema-samples.ts';
import { useTestApp } from './test-support/use-test-app.ts';

// Walks the whole route table and sends hostile values into every path parameter, query field and body
// field the route's schema names (the other fields keep a valid sample, so a value the schema let
// through would reach the service and the database), as the platform admin and anonymously. Whatever
// comes in, the answer is never a 5xx, never shows a stack, and an error is always the JSON envelope.
// The log shows whether a value got as far as the database, whose refusal error-handler.ts also answers 400.
const warnings: string[] = [];
const t = useTestApp({ logger: { level: 'warn', stream: { write: (line) => void warnings.push(line) } } });

const LONG = 'x'.repeat(100_000);
/** JSON body values: NUL, lone surrogates, huge text, ids past a PostgreSQL integer, wrong types. */
const BODY_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  LONG,
  2 ** 31,
  2 ** 53,
  1e308,
  -1,
  1.5,
  true,
  {},
  [],
  null,
];
/** Values inside an object or list field (settings records, id lists): hostile keys and items. */
const NESTED_OBJECTS: unknown[] = [
  { '\u0000': 'x' },
  { '\ud800': 'x' },
  { [LONG]: 'x' },
  { k: '\u0000' },
  { k: '\udc00' },
  { k: LONG },
];
const NESTED_ARRAYS: unknown[] = [['\u0000'], ['\ud800'], [LONG], [2 ** 31], [null], Array(10_000).fill(1)];
/** Path and query values, as they appear in a URL. */
const URL_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1.5',
  'x'.repeat(8_000),
  '%',
  '',
];
/** Whole bodies of the wrong kind. */
const WRONG_BODIES = [[], 'text', 12, null];

interface TProbe {
  route: string;
  method: string;
  url: string;
  body?: unknown;
  token?: string;
}

function urlOf(route: TRouteEntry, params: Record<string, string>, query: Record<string, string>): string {
  const path = route.url.replace(/:(\w+)\??/g, (_, name: string) => params[name] ?? '1').replace('/*', '/x');
  const search = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** Every probe of one route: each field of each part in turn, the rest at its sample. */
function probesOf(route: TRouteEntry): TProbe[] {
  const paramShape = shapeOf(route.schema.params) ?? {};
  const queryShape = shapeOf(route.schema.querystring) ?? {};
  const bodyShape = shapeOf(route.schema.body);
  const params = Object.fromEntries(Object.entries(paramShape).map(([k, s]) => [k, String(sampleOf(s))]));
  const query = Object.fromEntries(
    Object.entries(queryShape).map(([k, s]) => [k, encodeURIComponent(String(sampleOf(s)))]),
  );
  const body = bodyShape ? sampleFields(route.schema.body as ZodType, bodyShape) : undefined;
  const base = { route: `${route.method} ${route.url}`, method: route.method };
  const probes: TProbe[] = [];
  const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  for (const name of pathNames) {
    for (const v of URL_VALUES.filter(Boolean))
      probes.push({ ...base, url: urlOf(route, { ...params, [name]: v }, query), body });
  }
  for (const name of Object.keys(queryShape)) {
    for (const v of URL_VALUES)
      probes.push({ ...base, url: urlOf(route, params, { ...query, [name]: v }), body });
    // The same key twice arrives as an array.
    probes.push({
      ...base,
      url: `${urlOf(route, params, query)}${Object.keys(query).length ? '&' : '?'}${name}=1&${name}=2`,
      body,
    });
  }
  if (bodyShape && body) {
    for (const name of Object.keys(bodyShape)) {
      const sample = body[name];
      const nested = Array.isArray(sample)
        ? NESTED_ARRAYS
        : sample && typeof sample === 'object'
          ? NESTED_OBJECTS
          : [];
      for (const v of [...BODY_VALUES, ...nested]) {
        probes.push({ ...base, url: urlOf(route, params, query), body: { ...body, [name]: v } });
      }
    }
    for (const wrong of WRONG_BODIES) probes.push({ ...base, url: urlOf(route, params, query), body: wrong });
  }
  return probes;
}

async function send(probe: TProbe): Promise<string | null> {
  const res = await t.app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers: {
      ...(probe.token ? { 'x-authorization': probe.token } : {}),
      ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(probe.body !== undefined ? { payload: JSON.stringify(probe.body) } : {}),
  });
  const what = `${probe.route} ${probe.url.slice(0, 120)} ${JSON.stringify(probe.body)?.slice(0, 120)} as ${probe.token ? 'admin' : 'anonymous'}`;
  if (res.statusCode >= 500) return `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (/\n\s+at |"stack"/.test(res.body)) return `${what}: a stack in the body`;
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (res.statusCode >= 300 || isJson) {
    let body: { code?: unknown; meta?: { error?: unknown; message?: unknown } } | undefined;
    try {
      body = res.json();
    } catch {
      return `${what}: ${res.statusCode} is not JSON`;
    }
    const envelope = typeof body?.code === 'number' && typeof body.meta?.message === 'string';
    if (!envelope || (res.statusCode >= 300 && body?.meta?.error !== true))
      return `${what}: ${res.statusCode} is not the envelope`;
  }
  return null;
}

describe('every route, fuzzed from its schema', () => {
  it('starts every probe from a sample its schema accepts, so one hostile field is the only fault', async () => {
    await t.app.ready();
    const refused: string[] = [];
    for (const route of t.app.routeTable) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const schema = route.schema[part] as ZodType | undefined;
        const shape = shapeOf(schema);
        if (!schema || !shape) continue;
        const sample = Object.entries(sampleFields(schema, shape));
        // Path and query values arrive as text.
        const value = Object.fromEntries(part === 'body' ? sample : sample.map(([k, v]) => [k, String(v)]));
        if (!schema.safeParse(value).success) refused.push(`${route.method} ${route.url} ${part}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('bounds and cleans every text field of every route in its schema', async () => {
    await t.app.ready();
    const loose: string[] = [];
    for (const route of t.app.routeTable) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        for (const [name, field] of Object.entries(shapeOf(route.schema[part]) ?? {})) {
          if (typeof sampleOf(field) !== 'string') continue;
          for (const bad of [LONG, 'a\u0000b', 'a\ud800b']) {
            if (field.safeParse(bad).success)
              loose.push(
                `${route.method} ${route.url} ${part}.${name} takes ${JSON.stringify(bad.slice(0, 8))}`,
              );
          }
        }
      }
    }
    expect(loose).toEqual([]);
  });

  it('never answers 5xx, a stack or anything but the envelope, as the platform admin or anonymously', async () => {
    await t.app.ready();
    const routes = t.app.routeTable;
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      // A fresh session for each route: one that signs out or switches role must not spoil the next.
      const admin = await t.tokenFor('admin@example.com');
      for (const probe of probesOf(route)) {
        for (const token of [admin, undefined]) {
          // Anonymous calls to a signed-in route stop at the guard: one of each kind of value is enough.
          if (!token && !route.access.public && sent % 5 !== 0) continue;
          sent++;
          const failure = await send({ ...probe, token });
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
    // The contract refused every value itself: none reached the database's safety net.
    expect(warnings.filter((l) => l.includes('the database refused')).map((l) => l.slice(0, 300))).toEqual(
      [],
    );
    // Every route with a field was walked: a schema the walker cannot read would silently skip its route.
    const unreadable = routes.filter((r) =>
      [r.schema.params, r.schema.querystring, r.schema.body].some((s) => s && !shapeOf(s)),
    );
    expect(unreadable.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 180_000);

  it('answers a broken multipart body on every route that takes a body without a 5xx, errors in the envelope', async () => {
    await t.app.ready();
    const part = '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n';
    const BROKEN = [
      { type: 'multipart/form-data', body: 'abc' }, // no boundary
      { type: 'multipart/form-data; boundary=XX', body: `${part}a,b cut off` }, // no closing line
      { type: 'multipart/form-data; boundary=XX', body: '--XX\r\nnot a header\r\n\r\n--XX--\r\n' },
    ];
    const failures: string[] = [];
    const admin = await t.tokenFor('admin@example.com');
    // Signing out last: it ends the session every other probe uses.
    const routes = t.app.routeTable
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    for (const route of routes) {
      for (const broken of BROKEN) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: urlOf(route, {}, {}),
          headers: { 'x-authorization': admin, 'content-type': broken.type },
          payload: broken.body,
        });
        const what = `${route.method} ${route.url} ${broken.type}`;
        if (res.statusCode >= 500) failures.push(`${what}: ${res.statusCode}`);
        else if (res.statusCode >= 400 && res.json().meta?.error !== true)
          failures.push(`${what}: not the envelope`);
      }
    }
    expect(failures).toEqual([]);
    // The uploads themselves were reached (not refused earlier for their type) and name the file.
    const res = await t.app.inject({
      method: 'POST',
      url: '/dashboard/clients/1/members/actions/import',
      headers: {
        'x-authorization': await t.tokenFor('admin@example.com'),
        'content-type': BROKEN[1]?.type,
        'accept-language': 'es',
      },
      payload: BROKEN[1]?.body,
    });
    expect([res.statusCode, res.json().data]).toEqual([
      400,
      { fields: { file: 'El archivo llegó incompleto o mal formado; elígelo y envíalo de nuevo' } },
    ]);
  });

  it('names at most 20 fields in a refusal, each cut to 100 characters, whatever keys were sent', async () => {
    const config = Object.fromEntries([
      [LONG, 'x'],
      ...Array.from({ length: 3_000 }, (_, i) => [`${'k'.repeat(101)}${i}`, 'x']),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/dashboard/clients/1/integrations/${INTEGRATIONS[0]}`,
      headers: { 'x-authorization': await t.tokenFor('admin@example.com') },
      payload: { config },
    });
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json().data.fields);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.length).toBeLessThanOrEqual(20);
    expect(Math.max(...fields.map((f) => f.length))).toBeLessThanOrEqual(101);
    expect(res.body.length).toBeLessThan(10_000);
  });
});
