import { expect, type Locator, type Page } from '@playwright/test';

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

/** The antd drawer or modal with this title. */
export function dialogNamed(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/**
 * Answers antd's confirmation dialog that asks `question` with its `button`, once the dialog has
 * finished zooming in: a click during the zoom can land beside the moving button, and the dialog then
 * stays open (seen once on a loaded machine: "Delete" clicked, no toast, the dialog still there).
 */
export async function confirmDialog(page: Page, question: string, button = 'Delete'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).not.toHaveClass(/-zoom-appear|-zoom-enter/);
  await dialog.getByRole('button', { name: button }).click();
}

/**
 * The visible rows of antd tables: the shell keeps hidden copies of pages it has shown, whose rows
 * must not count.
 */
export function tableRows(page: Page): Locator {
  return page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
}

/** The visible table row that contains `text`. */
export function tableRow(page: Page, text: string): Locator {
  return tableRows(page).filter({ hasText: text });
}

/** A message toast (antd `message`) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message').getByText(text);
}

/**
 * Clicks an entry of an open antd menu (dropdown or context menu). Its entry animation scales it from
 * nothing, so on a busy machine a pointer click can land 'outside of the viewport' or on nothing; the
 * click event itself is what counts.
 */
export async function clickMenuItem(menu: Locator | Page, item: string | RegExp): Promise<void> {
  const entry = menu.getByRole('menuitem', { name: item, exact: typeof item === 'string' });
  await expect(entry).toBeVisible();
  await entry.dispatchEvent('click');
}

/**
 * Picks an option of the open antd Select. Its dropdown slides in, so on a busy machine a pointer click
 * can land while it moves and pick nothing; the click event itself is what counts (as in clickMenuItem).
 */
export async function chooseOption(page: Page, text: string | RegExp): Promise<void> {
  const option = selectOption(page, text);
  await expect(option).toBeVisible();
  await option.dispatchEvent('click');
}
