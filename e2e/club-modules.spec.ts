import { chooseOption, toast } from './support/antd.ts';
import { postAs, readAs } from './support/demo-data.ts';
import { expect, test } from './support/fixtures.ts';
import { registerMember } from './support/members.ts';
import { openAs } from './support/session.ts';

// The Module and Data Privacy tabs of the club details page (issue 4). Club 1 is the demo club.

const MODULES = '/dashboard/clients/1/modules';
const PRIVACY = '/dashboard/clients/1/privacy';

test.describe('module', () => {
  test('a club admin switches a module off and it stays off after a reload', async ({ page }) => {
    const modules = await readAs(page.request, 'club.admin@example.com', MODULES);
    try {
      await openAs(page, 'club.admin@example.com', '/clubs/my-details/module');
      const marketing = page.getByRole('switch', { name: 'Marketing' });
      await expect(marketing).toBeChecked();
      // A module whose pages are not built yet says so beside its switch; a built one does not.
      await expect(page.locator('label').filter({ hasText: 'Reports' })).toContainText('Coming soon');
      await expect(page.locator('label').filter({ hasText: 'Leaderboard' })).not.toContainText('Coming soon');
      await marketing.click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Club settings saved')).toBeVisible();

      // Its tab goes with it.
      const marketingTab = page.getByRole('tab', { name: 'Marketing' });
      await expect(marketingTab).toHaveCount(0);

      await page.reload();
      await expect(marketing).not.toBeChecked();
      await expect(page.getByRole('switch', { name: 'Leaderboard' })).toBeChecked();

      // Back on, for the other tests.
      await marketing.click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Club settings saved')).toBeVisible();
      await expect(marketingTab).toHaveCount(1);
    } finally {
      await postAs(page.request, 'club.admin@example.com', MODULES, modules);
    }
  });

  test('a coach sees the switches but cannot change them', async ({ page }) => {
    await openAs(page, 'coach@example.com', '/clubs/my-details/module');
    await expect(page.getByText('Only club admins can change the modules.')).toBeVisible();
    const switches = page.getByRole('switch');
    await expect(switches).toHaveCount(9);
    for (const item of await switches.all()) await expect(item).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});

test.describe('data privacy', () => {
  test('a club admin changes how names show on leaderboards', async ({ page }) => {
    const privacy = await readAs(page.request, 'club.admin@example.com', PRIVACY);
    try {
      await openAs(page, 'club.admin@example.com', '/clubs/my-details/data-privacy');
      const names = page.getByLabel('Names on leaderboards');
      const form = page.locator('form#club-privacy');
      await expect(form).toContainText('First name and initial');
      await names.click();
      await chooseOption(page, 'Initials');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Club settings saved')).toBeVisible();

      await page.reload();
      await expect(form).toContainText('Initials');
      // Back to the default, for the other tests.
      await names.click();
      await chooseOption(page, 'First name and initial');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Club settings saved')).toBeVisible();
    } finally {
      await postAs(page.request, 'club.admin@example.com', PRIVACY, privacy);
    }
  });

  test("a club admin exports a member's data, then erases the member after typing their email", async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, 1);
    await openAs(page, 'club.admin@example.com', '/clubs/my-details/data-privacy');
    const picker = page.getByRole('combobox', { name: 'Member' });
    await picker.fill(member.email);
    await chooseOption(page, member.email);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download data (JSON)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^member-\d+\.json$/);

    await page.getByRole('button', { name: 'Erase member' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${member.name}?` });
    const erase = dialog.getByRole('button', { name: 'Erase member' });
    await expect(erase).toBeDisabled();
    // The box is named by its instruction, and a mismatch is its description.
    const typed = dialog.getByRole('textbox', {
      name: `Type the member’s email to confirm: ${member.email}`,
    });
    await typed.fill('someone.else@example.com');
    await expect(typed).toHaveAccessibleDescription('The email does not match');
    await expect(erase).toBeDisabled();
    await typed.fill(member.email);
    await erase.click();
    await expect(toast(page, /personal data has been erased/)).toBeVisible();
    await expect(dialog).toBeHidden();

    await picker.fill(member.email);
    await expect(page.getByText('No member matches')).toBeVisible();
  });
});
