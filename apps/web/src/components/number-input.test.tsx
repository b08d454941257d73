import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

  it('keeps the point in English', () => {
    const onChange = vi.fn();
    render(<NumberInput precision={1} onChange={onChange} />);
    typeInto('72.5');
    expect(onChange).toHaveBeenLastCalledWith(72.5);
  });
});
