import { toast } from './support/antd.ts';
import { postAs } from './support/demo-data.ts';
import { expect, test } from './support/fixtures.ts';
import { openAs } from './support/session.ts';
import { uniqueSuffix } from './support/unique.ts';

// The Integration tab of the club details page (issue 4). Club 1 is the demo club.

test('integration: Mindbody is enabled with a site id and a key that is never shown', async ({ page }) => {
  try {
    const apiKey = `mb-key-${uniqueSuffix()}`;
    const answers: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/integrations')) void r.text().then((text) => answers.push(text));
    });
    await openAs(page, 'club.admin@example.com', '/clubs/my-details/integration');
    const card = page.getByTestId('integration-mindbody');
    await card.getByLabel('Enabled').click();
    await card.getByLabel('Site ID').fill('-99');
    await card.getByLabel(/^API key/).fill(apiKey);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Integration saved')).toBeVisible();
    await expect(card.getByLabel(/^API key/)).toHaveValue('');
    await expect(card.locator('label[for$="secrets_apiKey"]')).toContainText('Set');

    await page.reload();
    await expect(card.getByLabel('Enabled')).toBeChecked();
    await expect(card.getByLabel('Site ID')).toHaveValue('-99');
    await expect(card.getByLabel(/^API key/)).toHaveValue('');
    await expect(card.locator('label[for$="secrets_apiKey"]')).toContainText('Set');
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).not.toContain(apiKey);

    // Off and the key removed, for the other tests.
    await card.getByLabel('Enabled').click();
    await card.getByLabel('Site ID').fill('');
    await card.getByText('Remove the stored value').click();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.locator('label[for$="secrets_apiKey"]')).toContainText('Not set');
  } finally {
    await postAs(page.request, 'club.admin@example.com', '/dashboard/clients/1/integrations/mindbody', {
      enabled: false,
      config: { siteId: '' },
      secrets: { apiKey: null },
    });
  }
});
