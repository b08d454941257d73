import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { titleKeyOf, usePageName, usePageTitle } from './use-page-title.ts';

afterEach(cleanup);

function Named({ title }: { title: string }) {
  usePageTitle(title);
  return <span data-testid="name">{usePageName(undefined)}</span>;
}

describe('page titles', () => {
  it('keys a path without its trailing slashes', () => {
    expect(titleKeyOf('/clubs/details/1/locations/')).toBe('/clubs/details/1/locations');
    expect(titleKeyOf('/faq//')).toBe('/faq');
    expect(titleKeyOf('/')).toBe('/');
  });

  it("keeps a page's name under its own path, a trailing slash in the address or not", () => {
    const { getByTestId } = render(
      <MemoryRouter initialEntries={['/clubs/details/7/admins/']}>
        <Routes>
          <Route path="/clubs/details/:id/:tabName?" element={<Named title="Sweat Lab · Admins" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(getByTestId('name').textContent).toBe('Sweat Lab · Admins');
  });
});
