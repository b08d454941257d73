import { cleanup, render, screen } from '@testing-library/react';
import { ConfigProvider, DatePicker } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

// rc-picker named its header buttons by their action alone ("Elegir un mes" on a button that shows
// "Dic"): a speech user saying what they see could not press them (WCAG 2.5.3, label in name).
// patches/ starts each name with the button's own text.
describe("antd's date picker header", () => {
  const nameStartsWithText = (button: HTMLElement) =>
    expect(button.getAttribute('aria-label')?.startsWith(`${button.textContent}, `)).toBe(true);

  it('names the year and month buttons by what they show, then what they do', () => {
    const { baseElement } = render(<DatePicker open defaultPickerValue={dayjs('2026-12-03')} />);
    const year = baseElement.querySelector<HTMLElement>('.ant-picker-year-btn');
    const month = baseElement.querySelector<HTMLElement>('.ant-picker-month-btn');
    expect(year?.textContent).toBe('2026');
    expect(year?.getAttribute('aria-label')).toBe('2026, Choose a year');
    expect(month?.getAttribute('aria-label')).toBe('Dec, Choose a month');
  });

  it('does the same in Spanish, and in the month, year and decade panels', () => {
    dayjs.locale('es');
    const { baseElement } = render(
      <ConfigProvider locale={esES}>
        <DatePicker open defaultPickerValue={dayjs('2026-12-03')} />
        <DatePicker open picker="month" defaultPickerValue={dayjs('2026-12-03')} />
        <DatePicker open picker="year" defaultPickerValue={dayjs('2026-12-03')} />
      </ConfigProvider>,
    );
    dayjs.locale('en');
    const buttons = [
      ...baseElement.querySelectorAll<HTMLElement>(
        '.ant-picker-year-btn, .ant-picker-month-btn, .ant-picker-decade-btn',
      ),
    ];
    expect(buttons.length).toBe(4);
    for (const button of buttons) nameStartsWithText(button);
    expect(screen.getByRole('button', { name: 'Dic, Elegir un mes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2020-2029, Elegir una década' })).toBeTruthy();
  });
});
