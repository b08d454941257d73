import { describe, expect, it, vi } from 'vitest';
import { request } from '../../lib/http.ts';
import { saveLanguage } from './save-language.ts';

vi.mock('../../lib/http.ts', async (original) => ({
  ...(await original<typeof import('../../lib/http.ts')>()),
  request: vi.fn(),
}));

describe('saveLanguage', () => {
  it('sends quick switches one after another, so the last one picked is the one kept', async () => {
    const sent: string[] = [];
    const answers: (() => void)[] = [];
    vi.mocked(request).mockImplementation((_path, init) => {
      sent.push((init?.body as { language: string } | undefined)?.language ?? '');
      return new Promise((resolve) => answers.push(() => resolve({})));
    });
    const first = saveLanguage('es');
    const last = saveLanguage('en');
    await vi.waitFor(() => expect(sent).toEqual(['es']));
    // The second save waits for the first answer.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual(['es']);
    answers[0]?.();
    await first;
    await vi.waitFor(() => expect(sent).toEqual(['es', 'en']));
    answers[1]?.();
    await last;
  });

  it('goes on after a failed save', async () => {
    const sent: string[] = [];
    vi.mocked(request).mockImplementation(async (_path, init) => {
      sent.push((init?.body as { language: string } | undefined)?.language ?? '');
      if (sent.length === 1) throw new Error('offline');
      return {};
    });
    await saveLanguage('es');
    await saveLanguage('en');
    expect(sent).toEqual(['es', 'en']);
  });
});
