// What jsdom lacks and antd asks for, set once for every web test (vitest.config.ts setupFiles):
// matchMedia for the responsive helpers (a desktop-sized screen), ResizeObserver for tables, menus and
// overflow measuring.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }) as unknown as MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
