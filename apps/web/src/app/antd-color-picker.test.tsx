// antd's colour picker named its hue slider and code box nothing and its clear button in English; a
// Spanish screen reader met 'Clear color' and three unnamed controls. patches/ names them from the locale.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
      <HexColorPicker
        open
        allowClear
        showText
        value="#3462b1"
        presets={[{ label: 'Marca', colors: [] }]}
        aria-label="Color del tema"
      />
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

  it('opens from the keyboard: its trigger is a named button, and the code box takes focus', async () => {
    render(
      <AntdProvider>
        <HexColorPicker value="#3462b1" aria-label="Theme colour" />
      </AntdProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Theme colour' });
    expect(trigger.tabIndex).toBe(0);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const code = await screen.findByRole('textbox', { name: 'Colour code (hex)' });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps aria-required, which Form.Item adds to a required field, off its trigger (a button may not have it)', () => {
    const { container } = render(
      <AntdProvider>
        <Form>
          <Form.Item name="color" label="Colour" rules={[{ required: true }]}>
            <HexColorPicker aria-label="Colour" />
          </Form.Item>
        </Form>
      </AntdProvider>,
    );
    expect(container.querySelector('.ant-color-picker-trigger')?.hasAttribute('aria-required')).toBe(false);
  });
});
