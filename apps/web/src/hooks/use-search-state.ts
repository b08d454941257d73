import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useViewActive } from './use-view-active.ts';

/** Parameters to set (a string) or remove (undefined). */
export type TParamPatch = Record<string, string | undefined>;

function patched(prev: URLSearchParams, patch: TParamPatch): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [name, value] of Object.entries(patch)) {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/**
 * State kept as URL search parameters, so a reload or a shared link shows the same thing. While the
 * page is hidden by the shell's keep-alive, it keeps the parameters it last saw. `inMemory` keeps the
 * same parameters in React state instead, for state the URL does not address (a list in a dialog).
 */
export function useSearchState(inMemory = false): [URLSearchParams, (patch: TParamPatch) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [memory, setMemory] = useState(() => new URLSearchParams());
  const shown = useRef(searchParams);
  if (useViewActive()) shown.current = searchParams;
  // The router commits a navigation later than it is asked for, and its `prev` is the URL of the last
  // render: two updates in a row (a keyword, then a sort) would each start from the same URL and the
  // second would drop the first. So updates build on the last URL asked for, until the router shows a
  // new one (ours, or a navigation from elsewhere such as Back).
  const asked = useRef(searchParams);
  const seen = useRef(searchParams);
  if (seen.current !== searchParams) {
    seen.current = searchParams;
    asked.current = searchParams;
  }

  const update = (patch: TParamPatch) => {
    if (inMemory) {
      setMemory((prev) => patched(prev, patch));
      return;
    }
    asked.current = patched(asked.current, patch);
    setSearchParams(asked.current);
  };
  return [inMemory ? memory : shown.current, update];
}
