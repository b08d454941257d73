import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

const list = async (token = t.tokens.member) =>
  (await call(t.app, 'GET', '/dashboard/faqs', { token })).body.data;

describe('troubleshooting FAQ', () => {
  it('is readable by every role', async () => {
    const data = await list();
    expect(data.totalRecords).toBe(data.list.length);
    expect(data.list.map((f: { order: number }) => f.order)).toEqual(
      [...data.list.map((f: { order: number }) => f.order)].sort((a, b) => a - b),
    );
  });

  it('lets accuro create, edit and delete entries', async () => {
    const created = await call(t.app, 'PUT', '/dashboard/faqs', {
      token: t.tokens.accuro,
      body: {
        title: ' Pod will not pair ',
        link: 'https://help.example.com/pairing',
        content: 'Hold the button.',
      },
    });
    expect(created.status).toBe(200);
    const faq = created.body.data;
    expect(faq).toMatchObject({ title: 'Pod will not pair', link: 'https://help.example.com/pairing' });
    expect(faq.order).toBe(Math.max(...(await list()).list.map((f: { order: number }) => f.order)));

    const edited = await call(t.app, 'POST', `/dashboard/faqs/${faq.id}`, {
      token: t.tokens.accuro,
      body: { title: 'Pod will not pair', link: '', content: 'Hold the button 5 s.' },
    });
    expect(edited.body.data).toMatchObject({ link: null, content: 'Hold the button 5 s.' });

    expect(
      (await call(t.app, 'DELETE', `/dashboard/faqs/${faq.id}`, { token: t.tokens.accuro })).status,
    ).toBe(200);
    expect(
      (await call(t.app, 'DELETE', `/dashboard/faqs/${faq.id}`, { token: t.tokens.accuro })).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', `/dashboard/faqs/${faq.id}`, {
          token: t.tokens.accuro,
          body: { title: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    [{ title: '' }, 'title', 'Please enter the title'],
    [{ title: 'x', link: 'javascript:alert(1)' }, 'link', 'Please enter a correct link (http, https or ftp)'],
    [{ title: 'x', link: 'help page' }, 'link', 'Please enter a correct link (http, https or ftp)'],
  ])('refuses %j', async (body, field, message) => {
    const res = await call(t.app, 'PUT', '/dashboard/faqs', { token: t.tokens.accuro, body });
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(message);
  });

  it('accepts ftp links', async () => {
    const res = await call(t.app, 'PUT', '/dashboard/faqs', {
      token: t.tokens.accuro,
      body: { title: 'Manuals', link: 'ftp://files.example.com/m.pdf' },
    });
    expect(res.status).toBe(200);
  });

  it('reorders with a complete list in one go', async () => {
    const ids = (await list()).list.map((f: { id: number }) => f.id);
    const reversed = [...ids].reverse();
    const res = await call(t.app, 'POST', '/dashboard/faqs/actions/reorder', {
      token: t.tokens.accuro,
      body: { ids: reversed },
    });
    expect(res.status).toBe(200);
    expect((await list()).list.map((f: { id: number }) => f.id)).toEqual(reversed);

    const partial = await call(t.app, 'POST', '/dashboard/faqs/actions/reorder', {
      token: t.tokens.accuro,
      body: { ids: reversed.slice(1) },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.data.fields.ids).toBe('The new order must list every entry once');
    expect((await list()).list.map((f: { id: number }) => f.id)).toEqual(reversed);
  });

  it('refuses changes from other roles', async () => {
    for (const email of ['club.admin@example.com', 'member@example.com']) {
      const token = await t.tokenFor(email);
      expect((await call(t.app, 'PUT', '/dashboard/faqs', { token, body: { title: 'x' } })).status).toBe(403);
    }
  });
});
