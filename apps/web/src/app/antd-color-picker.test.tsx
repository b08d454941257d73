// antd's colour picker named its hue slider and code box nothing and its clear button in English; a
// Spanish screen reader met 'Clear color' and three unnamed controls. patches/ names them from the locale.
import { cleanup, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { HexColorPicker } from '../components/hex-color-picker.tsx';
import { changeLanguage } from '../lib/i18n.ts';
import { AntdProvider } from './provider.tsx';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

function openPicker() {
  render(
    <AntdProvider>
      <HexColorPicker open allowClear showText value="#3462b1" presets={[{ label: 'Marca', colors: [] }]} />
    </AntdProvider>,
  );
}

describe('HexColorPicker', () => {
  it("names each of its panel's controls in the page's language", async () => {
    await changeLanguage('es');
    openPicker();
    expect(screen.getByRole('slider', { name: 'Tono' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Código de color (hexadecimal)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar el color' })).toBeTruthy();
    expect(screen.getByText('Sin colores')).toBeTruthy();
  });

  it('offers only a hex code: no format switch and no opacity, which antd leaves unnamed', () => {
    openPicker();
    expect(screen.getAllByRole('slider').map((slider) => slider.getAttribute('aria-label'))).toEqual(['Hue']);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Colour code (hex)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear the colour' })).toBeTruthy();
  });

  it('keeps aria-required, which Form.Item adds to a required field, off its trigger (it has no role)', () => {
    const { container } = render(
      <AntdProvider>
        <Form>
          <Form.Item name="color" label="Colour" rules={[{ required: true }]}>
            <HexColorPicker />
          </Form.Item>
        </Form>
      </AntdProvider>,
    );
    expect(container.querySelector('.ant-color-picker-trigger')?.hasAttribute('aria-required')).toBe(false);
  });
});
