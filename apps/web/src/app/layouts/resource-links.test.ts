import { ROLES } from '@pulseboard/contract/roles';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../route-table.ts';
import { resourceLinks } from './resource-links.ts';

describe('resource links of the avatar menu', () => {
  it.each(ROLES)('%s gets the product help (a page of the app every role may open)', (role) => {
    const [help] = resourceLinks(role);
    const route = ROUTE_TABLE.find((meta) => meta.path === help?.href);
    expect(route?.roles).toBeUndefined();
    expect(route?.page).toBe('faq');
  });

  it.each(ROLES)('%s sees the developer API docs only as platform admin', (role) => {
    const apiDocs = resourceLinks(role).filter((link) => link.href === '/api/docs');
    expect(apiDocs).toHaveLength(role === 'accuro' ? 1 : 0);
  });
});
