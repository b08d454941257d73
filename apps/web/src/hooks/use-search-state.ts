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

  const update = (patch: TParamPatch) => {
    if (inMemory) setMemory((prev) => patched(prev, patch));
    else setSearchParams((prev) => patched(prev, patch));
  };
  return [inMemory ? memory : shown.current, update];
}
