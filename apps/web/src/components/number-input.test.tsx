import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { NumberInput } from './number-input.tsx';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

function typeInto(text: string) {
  const box = screen.getByRole('spinbutton');
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
  return box as HTMLInputElement;
}

describe('NumberInput', () => {
  it('reads and shows a Spanish decimal comma as the decimal point, not as a thousands mark', async () => {
    await changeLanguage('es');
    const onChange = vi.fn();
    render(<NumberInput precision={1} onChange={onChange} />);
    const box = typeInto('72,5');
    expect(onChange).toHaveBeenLastCalledWith(72.5);
    expect(box.value).toBe('72,5');
  });

  it("shows a stored value with the language's mark", async () => {
    await changeLanguage('es');
    render(<NumberInput precision={1} value={95} />);
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('95,0');
  });

  it("shows the new language's mark after a switch, so a later blur does not read 5,5 as 55", async () => {
    await changeLanguage('es');
    const onChange = vi.fn();
    render(<NumberInput precision={1} value={5.5} onChange={onChange} />);
    const box = screen.getByRole('spinbutton') as HTMLInputElement;
    expect(box.value).toBe('5,5');
    await act(() => changeLanguage('en'));
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('5.5');
    fireEvent.focus(screen.getByRole('spinbutton'));
    fireEvent.blur(screen.getByRole('spinbutton'));
    expect(onChange).not.toHaveBeenCalledWith(55);
  });

  it('keeps the value when letters are typed', () => {
    const onChange = vi.fn();
    render(<NumberInput precision={1} value={5} onChange={onChange} />);
    typeInto('abc');
    expect(onChange).not.toHaveBeenCalledWith(null);
  });

  it('keeps the point in English', () => {
    const onChange = vi.fn();
    render(<NumberInput precision={1} onChange={onChange} />);
    typeInto('72.5');
    expect(onChange).toHaveBeenLastCalledWith(72.5);
  });
});
