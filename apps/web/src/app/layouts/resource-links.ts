import type { TRole } from '@pulseboard/contract/roles';

/**
 * The help links of the avatar menu, opened in a new tab: the product's help (the FAQ) for everyone,
 * and the developer API docs for the platform admin only.
 */
export function resourceLinks(
  role: TRole,
): { key: string; labelKey: 'nav.resources' | 'nav.apiDocs'; href: string }[] {
  return [
    { key: 'resources', labelKey: 'nav.resources', href: '/faq' },
    ...(role === 'accuro' ? [{ key: 'api-docs', labelKey: 'nav.apiDocs' as const, href: '/api/docs' }] : []),
  ];
}
