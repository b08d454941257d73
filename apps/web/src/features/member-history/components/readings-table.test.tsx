import { MESSAGES } from '@pulseboard/contract/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLocales, contractBundle } from '../../../lib/i18n.ts';
import { memberHistoryLocales } from '../locales.ts';
import { ReadingsTable } from './readings-table.tsx';

beforeAll(() => {
  addLocales([contractBundle(MESSAGES), memberHistoryLocales]);
});
afterEach(cleanup);

const reading = { id: 1, measuredAt: '2026-03-01T23:30:00.000Z', kg: 70 };

function renderIn(timeZone: string) {
  render(
    <App>
      <ReadingsTable
        timeZone={timeZone}
        readings={[reading]}
        render={(r) => `${r.kg} kg`}
        onDelete={async () => undefined}
        deleting={false}
      />
    </App>,
  );
}

describe('ReadingsTable', () => {
  it('shows when a reading was taken on the club’s clock, whatever the browser’s zone', () => {
    renderIn('Asia/Tokyo');
    expect(screen.getByText('03/02/2026 08:30')).toBeTruthy();
    cleanup();
    renderIn('America/New_York');
    expect(screen.getByText('03/01/2026 18:30')).toBeTruthy();
  });

  it('names every column, the delete buttons’ one too', () => {
    renderIn('UTC');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Measured at', 'Reading', 'Actions']);
  });
});
