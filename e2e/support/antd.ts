import type { Locator, Page } from '@playwright/test';

/**
 * The options of the open antd Select. antd also renders a hidden listbox of role="option" elements
 * for screen readers, so getByRole('option') finds elements that can never be clicked; the visible
 * items are these.
 */
export function selectOptions(page: Page): Locator {
  return page.locator('.ant-select-item-option').filter({ visible: true });
}

/** One visible option of the open antd Select, by its text. */
export function selectOption(page: Page, text: string | RegExp): Locator {
  return selectOptions(page).filter({ hasText: text });
}
