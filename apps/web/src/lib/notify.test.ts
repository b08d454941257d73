import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http.ts';
import { notifyError, notifySuccess, setAppApi, useNoticeHostWanted } from './notify.ts';

function fakeApi() {
  return {
    message: { error: vi.fn(), success: vi.fn() },
    modal: { confirm: vi.fn() },
    notification: { info: vi.fn() },
  } as unknown as Parameters<typeof setAppApi>[0] & {
    message: { error: ReturnType<typeof vi.fn>; success: ReturnType<typeof vi.fn> };
  };
}

// The login page mounts no antd App: a notice raised there waits, asks the root route for one, and is
// shown by the first App that mounts; an App that unmounts hands back to the one below it.
describe('notices without an antd App', () => {
  it('wait for one, ask the root for a host, and go to the App mounted last', () => {
    const { result } = renderHook(() => useNoticeHostWanted());
    expect(result.current).toBe(false);

    notifyError(new ApiError({ code: 1001, status: 400, message: 'Wrong email or password' }));
    expect(renderHook(() => useNoticeHostWanted()).result.current).toBe(true);

    const host = fakeApi();
    const removeHost = setAppApi(host);
    expect(host.message.error).toHaveBeenCalledWith('Wrong email or password', 5);

    const shell = fakeApi();
    const removeShell = setAppApi(shell);
    notifySuccess('Saved');
    expect(shell.message.success).toHaveBeenCalledWith('Saved');

    removeShell();
    notifySuccess('Again');
    expect(host.message.success).toHaveBeenCalledWith('Again');
    expect(shell.message.success).toHaveBeenCalledTimes(1);
    removeHost();
  });
});
