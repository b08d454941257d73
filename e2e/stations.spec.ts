import { chooseOption } from './support/antd.ts';
import { expect, test } from './support/fixtures.ts';
import { openAs } from './support/session.ts';

// The Stations tab of the club details page (issue 4). Club 1 is the demo club.

test('stations: the zone bar preview follows the form', async ({ page }) => {
  await openAs(page, 'club.admin@example.com', '/clubs/my-details/stations');
  await page.getByTestId('station-account-select').click();
  await chooseOption(page, /coach@example\.com/);
  const first = page.getByTestId('zone-bar-segment-1');
  await expect(first).toBeVisible();
  const gradient = await first.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(gradient).toContain('linear-gradient');

  await page.getByText('Solid (zone colours)').click();
  await expect.poll(() => first.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
  const solid = await first.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(solid).toMatch(/^rgb/);

  // A zone start that does not increase is flagged before saving.
  const zone2Start = page.getByTestId('zone-2').getByRole('spinbutton').first();
  const widthBefore = await first.evaluate((el) => el.style.width);
  await zone2Start.fill('85');
  await expect.poll(() => first.evaluate((el) => el.style.width)).not.toBe(widthBefore);
  await zone2Start.fill('45');
  await expect(page.getByText('Zone starts must increase from one zone to the next').first()).toBeVisible();
});
