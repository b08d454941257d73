import { DEFAULT_THEME_COLOR } from '@pulseboard/contract/limits';
import { useSyncExternalStore } from 'react';

/** Layout preferences of SPEC.md sections 3 and 9, kept in localStorage. */
export type TSettings = {
  sidebarOpened: boolean;
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  size: 'small' | 'middle' | 'large';
};

const STORAGE_KEY = 'settings';
const DEFAULTS: TSettings = {
  sidebarOpened: true,
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  size: 'middle',
};

function load(): TSettings {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return DEFAULTS;
    const merged = { ...DEFAULTS };
    for (const key of Object.keys(DEFAULTS) as (keyof TSettings)[]) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === typeof DEFAULTS[key]) Object.assign(merged, { [key]: value });
    }
    return merged;
  } catch {
    return DEFAULTS;
  }
}

let current = load();
const listeners = new Set<() => void>();

export function getSettings(): TSettings {
  return current;
}

/** Changes some settings and remembers them. */
export function updateSettings(patch: Partial<TSettings>): void {
  current = { ...current, ...patch };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  for (const listener of listeners) listener();
}

export function resetSettings(): void {
  updateSettings(DEFAULTS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): TSettings {
  return useSyncExternalStore(subscribe, getSettings);
}
