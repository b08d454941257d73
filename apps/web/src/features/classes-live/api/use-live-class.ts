import { LIVE_CLOSE, type TLiveClassInfo, type TLiveState } from '@pulseboard/contract/classes-live';
import { useEffect, useState } from 'react';
import { openRealtimeSocket, socketUrl } from '../../../lib/realtime-socket.ts';
import { getToken } from '../../../lib/token.ts';
import { LIVE_FINAL_CODES, livePath, parseLiveMessage } from '../utils/live-frames.ts';

/**
 * connecting: first attempt; live: the server took the token and streams; reconnecting: the line
 * dropped and the next attempt is scheduled; stopped: the class is over (or not running); refused: the
 * server turned the socket away (signed out, no right, no such class).
 */
export type TLiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped' | 'refused';

export type TLiveClassView = {
  status: TLiveStatus;
  /** The class as the server last described it. */
  info?: TLiveClassInfo;
  /** The last `tiles` frame. */
  state?: TLiveState;
  /** Why the server refused or ended the socket, in the user's language. */
  problem?: string;
};

const INITIAL: TLiveClassView = { status: 'connecting' };

/**
 * The live feed of one class: opens its WebSocket when a live view mounts (never before), keeps it
 * open across network drops and closes it when the view goes away. `enabled: false` keeps it shut.
 */
export function useLiveClass(clubId: number, classId: number | undefined, enabled = true): TLiveClassView {
  const [view, setView] = useState<TLiveClassView>(INITIAL);

  useEffect(() => {
    if (!enabled || !classId) return;
    setView(INITIAL);
    const socket = openRealtimeSocket({
      url: socketUrl(livePath(clubId, classId), window.location),
      token: getToken,
      finalCodes: LIVE_FINAL_CODES,
      onStatus: (status, code) => {
        if (status === 'reconnecting') setView((v) => ({ ...v, status: 'reconnecting' }));
        if (status === 'closed' && code !== undefined) {
          setView((v) => ({ ...v, status: code === LIVE_CLOSE.notRunning ? 'stopped' : 'refused' }));
        }
      },
      onMessage: (data) => {
        const message = parseLiveMessage(data);
        if (!message) return;
        if (message.type === 'ready') setView((v) => ({ ...v, status: 'live', info: message.class }));
        if (message.type === 'tiles') {
          setView({ status: 'live', info: message.state.class, state: message.state });
        }
        if (message.type === 'error') setView((v) => ({ ...v, problem: message.message }));
        if (message.type === 'stopped') {
          setView((v) => ({ ...v, status: 'stopped', info: message.class }));
          socket.close();
        }
      },
    });
    return () => socket.close();
  }, [clubId, classId, enabled]);

  return enabled && classId ? view : INITIAL;
}
