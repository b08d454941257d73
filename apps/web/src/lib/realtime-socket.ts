/**
 * The app's realtime socket (SPEC.md: configured, but it connects only when a live view asks for it).
 * One socket per view: it opens on `open()`, authenticates with its first message (the token never goes
 * into the URL, where proxies and logs keep it), reconnects with growing, jittered delays when the
 * network drops it, and stops for good on `close()` or when the server refuses it with a final code.
 */

export type TSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of the browser's WebSocket the client uses (a fake stands in for it in tests). */
export type TSocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type TSocketFactory = (url: string) => TSocketLike;

const OPEN = 1;
const BACKOFF_BASE_MS = 500;
const BACKOFF_MAX_MS = 15_000;

/** ws:// or wss:// on the page's own origin for an API path (the CSP's connect-src allows exactly that). */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

/**
 * The wait before reconnect attempt `attempt` (0-based): doubling from 0.5 s up to 15 s, with "full
 * jitter" in its upper half so a room of screens that lost the server together does not return together.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export type TRealtimeOptions = {
  url: string;
  /** Read at each (re)connect, so a renewed session's token is used. */
  token: () => string | undefined;
  onMessage: (data: string) => void;
  onStatus: (status: TSocketStatus, closeCode?: number) => void;
  /** Close codes after which trying again cannot help (refused, not found, class over). */
  finalCodes?: readonly number[];
  factory?: TSocketFactory;
  random?: () => number;
};

export type TRealtimeSocket = {
  /** Sends when connected and authenticated; false when the message could not go out. */
  send: (message: unknown) => boolean;
  close: () => void;
};

/** Opens the socket at once and keeps it open until `close()` or a final close code. */
export function openRealtimeSocket(options: TRealtimeOptions): TRealtimeSocket {
  const factory: TSocketFactory = options.factory ?? ((url) => new WebSocket(url) as unknown as TSocketLike);
  let socket: TSocketLike | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    options.onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const current = factory(options.url);
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ type: 'auth', token: options.token() ?? '' }));
    };
    current.onmessage = (event) => {
      // A message means the server took the token: the next drop starts counting from the first delay.
      attempt = 0;
      if (typeof event.data === 'string') options.onMessage(event.data);
    };
    current.onerror = () => {
      // onclose follows every error; the retry is decided there.
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = undefined;
      if (stopped) return;
      if (options.finalCodes?.includes(event.code)) {
        stopped = true;
        options.onStatus('closed', event.code);
        return;
      }
      options.onStatus('reconnecting', event.code);
      timer = setTimeout(connect, backoffDelay(attempt, options.random));
      attempt += 1;
    };
  };

  connect();

  return {
    send: (message) => {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close: () => {
      stopped = true;
      clearTimeout(timer);
      const current = socket;
      socket = undefined;
      current?.close(1000);
      options.onStatus('closed');
    },
  };
}
