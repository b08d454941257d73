import { createContext, useContext } from 'react';

/**
 * False inside a page that the shell keeps mounted but hidden while another page is shown
 * (app/layouts/keep-alive-outlet.tsx). Such a page still sees the shown page's URL, so state read
 * from the URL must stay as it was while the page is hidden.
 */
export const ViewActiveContext = createContext(true);

export function useViewActive(): boolean {
  return useContext(ViewActiveContext);
}
