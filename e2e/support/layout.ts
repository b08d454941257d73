import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTE_TABLE } from '../../apps/web/src/app/route-table.ts';

/** Demo logins by role: the route walker signs in as the first role a route admits. */
export const EMAIL_OF_ROLE = {
  accuro: 'admin@example.com',
  club: 'club.admin@example.com',
  locationAdmin: 'location.admin@example.com',
  coach: 'coach@example.com',
  trainerLeader: 'trainer.leader@example.com',
  member: 'member@example.com',
} as const;

type TWalkRole = keyof typeof EMAIL_OF_ROLE | 'anonymous';

// Example values for path parameters; optional segments are left out.
const PARAMS: Record<string, string> = { id: '1', clubId: '1', challengeId: '1', encryptionId: 'demo' };

/** Every page of the route table as a visitable path, with the role that may open it. */
export function routesToWalk(): { path: string; role: TWalkRole }[] {
  return ROUTE_TABLE.filter((meta) => !meta.path.includes('*')).map((meta) => ({
    path: meta.path
      .split('/')
      .filter((segment) => !segment.endsWith('?'))
      .map((segment) => (segment.startsWith(':') ? (PARAMS[segment.slice(1)] ?? '1') : segment))
      .join('/'),
    role: meta.public ? 'anonymous' : ((meta.roles?.[0] as TWalkRole | undefined) ?? 'club'),
  }));
}

/**
 * Client-side navigation (no reload): fast enough to walk every route in one test. It waits for the
 * page to be the one shown: the router keeps the old page on screen while the new one's code loads, so
 * a check made at once could run on the page before. Shown means the tags view selects the page's tag
 * (or no tag: a page without one), and a club tab named by the path is the active tab.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((want) => {
    const tag = document.querySelector('[data-testid="tags-view"] [role="tab"][aria-selected="true"]');
    const tagPath = tag?.getAttribute('data-path');
    const tagShown = !tagPath || want === tagPath || want.startsWith(`${tagPath}/`);
    const last = want.split('/').at(-1);
    const shown = (element: Element) => element.getBoundingClientRect().width > 0;
    const tabs = [...document.querySelectorAll('.ant-tabs-tab[data-node-key]')].filter(shown);
    const named = tabs.some((tab) => tab.getAttribute('data-node-key') === last);
    const active = tabs.some(
      (tab) => tab.classList.contains('ant-tabs-tab-active') && tab.getAttribute('data-node-key') === last,
    );
    return tagShown && (!named || active);
  }, path.split('?')[0] ?? path);
  await expect(
    page.locator('.ant-spin-spinning, .ant-skeleton-active').filter({ visible: true }),
  ).toHaveCount(0);
}

/**
 * The page does not scroll sideways; a failure names the elements that stick out. Checked until the
 * layout settles (a few seconds at most): right after a resize, antd's breakpoints re-render the page
 * a moment later, and a measure taken before then sees the desktop layout in a phone's width.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect(async () => {
    const { scrollWidth, clientWidth, outside } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      const outside = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .slice(-3)
        .map((element) => `${element.tagName}.${element.className}`.slice(0, 100));
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, outside };
    });
    expect(scrollWidth, `${what} scrolls sideways: ${outside.join(' | ')}`).toBeLessThanOrEqual(clientWidth);
  }).toPass({ timeout: 5_000 });
}

/** The element is fully on a screen `width` pixels wide, without scrolling anything sideways. */
export async function expectWithinScreen(element: Locator, width: number): Promise<void> {
  await expect(element).toBeVisible();
  await expect(async () => {
    const box = await element.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${String(element)} is off screen`).toBe(true);
  }).toPass({ timeout: 5_000 });
}

/** The floating settings button covers no control or table of the page. */
export async function expectSettingsButtonCoversNothing(page: Page, what: string): Promise<void> {
  const covered = await page.evaluate(() => {
    const button = document.querySelector('[data-testid="settings-button"]')?.getBoundingClientRect();
    if (!button) return [];
    const main = document.querySelector('main') ?? document.body;
    return [...main.querySelectorAll('button, a, input, .ant-select, .ant-table, .ant-pagination')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (
          box.left < button.right &&
          box.right > button.left &&
          box.top < button.bottom &&
          box.bottom > button.top
        );
      })
      .map((element) => element.outerHTML.slice(0, 80));
  });
  expect(covered, `${what}: covered by the settings button`).toEqual([]);
}

/**
 * Every visible form control of the page has a name a screen reader can announce (a label, an
 * aria-label or aria-labelledby): a placeholder alone disappears once something is typed.
 */
export async function expectEveryControlNamed(page: Page, what: string): Promise<void> {
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input, textarea, select, [role="combobox"]')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const hidden = element.type === 'hidden' || box.width === 0 || box.height === 0;
        if (hidden || element.closest('[aria-hidden="true"]')) return false;
        const labelledBy = element.getAttribute('aria-labelledby');
        const named =
          element.getAttribute('aria-label')?.trim() ||
          labelledBy?.split(/\s+/).some((id) => document.getElementById(id)?.textContent?.trim()) ||
          [...(element.labels ?? [])].some((label) => label.textContent?.trim()) ||
          element.getAttribute('title')?.trim();
        return !named;
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(unnamed, `${what}: controls without an accessible name`).toEqual([]);
}

/**
 * Every visible button, link, tab and menu item has a name of its own (its text, an aria-label, an
 * aria-labelledby or a title), and no antd icon lends it the icon's English file name: a Spanish
 * screen reader would otherwise read "plus Nueva sede", or a bare "left" for a pagination arrow. Nor
 * does antd's English default name a component left unnamed ("segmented control").
 */
export async function expectNoIconNames(page: Page, what: string): Promise<void> {
  const wrong = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const shown = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      return shown && !element.closest('[aria-hidden="true"]');
    };
    const iconNamed = [...document.querySelectorAll('.anticon[aria-label]')]
      .filter(
        (icon) => visible(icon) && icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`),
      )
      .map(
        (icon) =>
          `icon "${icon.getAttribute('aria-label')}" in ${icon.parentElement?.outerHTML.slice(0, 100)}`,
      );
    const controls = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"], [role="switch"]';
    const nameless = [...document.querySelectorAll<HTMLElement>(controls)]
      .filter((control) => {
        if (!visible(control)) return false;
        const labelledBy = control.getAttribute('aria-labelledby');
        const namedImage = [...control.querySelectorAll('[role="img"][aria-label]')].some(
          (image) => visible(image) && image.getAttribute('aria-label')?.trim(),
        );
        return !(
          control.innerText.trim() ||
          namedImage ||
          control.getAttribute('aria-label')?.trim() ||
          labelledBy?.split(/\s+/).some((id) => document.getElementById(id)?.textContent?.trim()) ||
          [...((control as HTMLButtonElement).labels ?? [])].some((label) => label.textContent?.trim()) ||
          control.getAttribute('title')?.trim()
        );
      })
      .map((control) => `nameless ${control.outerHTML.replace(/ class="[^"]*"/g, '').slice(0, 160)}`);
    // Names antd gives in English whatever the page's language, where a component is left unnamed.
    const antdDefaults = [
      'segmented control',
      'Increase Value',
      'Decrease Value',
      'Clear color',
      'Clear',
      'expanded dropdown',
      'Select all',
    ];
    const antdNamed = [...document.querySelectorAll('[aria-label]')]
      .filter(
        (element) => visible(element) && antdDefaults.includes(element.getAttribute('aria-label') ?? ''),
      )
      .map(
        (element) =>
          `antd's default name in ${element.outerHTML.replace(/ class="[^"]*"/g, '').slice(0, 120)}`,
      );
    return [...iconNamed, ...nameless, ...antdNamed];
  });
  expect(wrong, `${what}: controls named by an icon, or not at all`).toEqual([]);
}
