import { MESSAGES } from '@pulseboard/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addLocales, changeLanguage, contractBundle } from '../../../lib/i18n.ts';
import { membersImportLocales } from '../import-locales.ts';
import { MemberImportButton } from './member-import-button.tsx';

beforeAll(() => {
  addLocales([contractBundle(MESSAGES), membersImportLocales]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RESULT = {
  created: 2,
  skipped: 1,
  rejected: [
    {
      row: 3,
      errors: [
        { column: 'email', message: 'Please enter the correct email address' },
        { column: 'firstName', message: 'This value cannot start with =, +, -, @ or a tab' },
      ],
    },
  ],
};

/** A stand-in for the browser's XMLHttpRequest: reports half the upload, then answers `answer`. */
function fakeXhr(answer: { status: number; body: unknown }) {
  const sent: { url?: string; headers: Record<string, string>; body?: FormData } = { headers: {} };
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    upload: { onprogress?: (e: object) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(body: FormData) {
      sent.body = body;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 20);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function openDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemberImportButton clubId={7} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Import/ }));
  return screen.getByRole('dialog');
}

const pick = (dialog: HTMLElement, files: File[]) => {
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};
const csv = (name: string) => new File(['Email\n'], name, { type: 'text/csv' });

describe('member import button', () => {
  it('shows the tips and a template in each format', () => {
    const dialog = openDialog();
    expect(within(dialog).getByText('Weight is in lb (pounds).')).toBeTruthy();
    expect(within(dialog).getByText('Birth is month/year, e.g. 01/1980.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "Location is the branch name of one of this club's locations; every row needs one.",
      ),
    ).toBeTruthy();
    const links = within(dialog)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/dashboard/members/import-template/xlsx',
      '/dashboard/members/import-template/xls',
      '/dashboard/members/import-template/csv',
    ]);
  });

  it('writes the row limit with the thousand separator of the language', async () => {
    expect(within(openDialog()).getByText(/at most 10 MB and 50,000 members/)).toBeTruthy();
    cleanup();
    await act(() => changeLanguage('es'));
    try {
      expect(within(openDialog()).getByText(/como máximo 10 MB y 50\.000 socios/)).toBeTruthy();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('refuses two files or another type before anything is sent', async () => {
    const dialog = openDialog();
    pick(dialog, [csv('a.csv'), csv('b.csv')]);
    expect(await within(dialog).findByText('Only support uploading one file!')).toBeTruthy();
    pick(dialog, [csv('a.txt')]);
    expect(
      await within(dialog).findByText('Only supports upload .xlsx, .xls, .csv suffix files'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('uploads the file with progress, then lists the counts and the rejected rows for download', async () => {
    const sent = fakeXhr({
      status: 200,
      body: { code: 20000, meta: { error: false, message: 'Success' }, data: RESULT },
    });
    const dialog = openDialog();
    pick(dialog, [csv('members.csv')]);
    await waitFor(() => expect(within(dialog).getByText('members.csv')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Uploading…')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    const result = await within(dialog).findByTestId('member-import-result');
    expect(sent.url).toBe('/dashboard/clients/7/members/actions/import');
    expect((sent.body?.get('file') as File | undefined)?.name).toBe('members.csv');
    expect(within(result).getByText('Created').closest('.ant-statistic')?.textContent).toContain('2');
    expect(
      within(result).getByText('Skipped (already in the club)').closest('.ant-statistic')?.textContent,
    ).toContain('1');
    expect(within(result).getByText('Please enter the correct email address')).toBeTruthy();
    expect(within(result).getByText('First Name')).toBeTruthy();

    let saved: Blob | undefined;
    const keep = (b: Blob) => {
      saved = b;
      return 'blob:x';
    };
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: keep, revokeObjectURL() {} }));
    fireEvent.click(within(result).getByRole('button', { name: /Download rejected rows/ }));
    const text = await saved?.text();
    expect(text).toContain('"Row","Column","Problem"');
    expect(text).toContain('"3","Email","Please enter the correct email address"');
    // A message that looks like a formula is written so that a spreadsheet shows it as text.
    expect(text).toContain(`"3","First Name","This value cannot start with =, +, -, @ or a tab"`);
  });

  it('shows a refused file with its message', async () => {
    fakeXhr({
      status: 400,
      body: {
        code: 40000,
        meta: { error: true, message: 'Only support uploading one file!' },
        data: { fields: { file: 'Only support uploading one file!' } },
      },
    });
    const dialog = openDialog();
    pick(dialog, [csv('members.csv')]);
    await waitFor(() => expect(within(dialog).getByText('members.csv')).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const error = await within(dialog).findByTestId('member-import-error');
    expect(error.textContent).toContain('Only support uploading one file!');
  });
});
