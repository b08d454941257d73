import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useViewActive } from './use-view-active.ts';

/**
 * Warns before unsaved changes are lost: leaving the page in the app asks first, and closing or
 * reloading the browser tab gets the browser's own warning. Only the shown page asks (kept-alive
 * hidden pages keep their changes anyway).
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const active = useViewActive();
  const guard = dirty && active;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guard && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('form.unsavedTitle'),
      content: t('form.unsavedContent'),
      okText: t('form.unsavedLeave'),
      okButtonProps: { danger: true },
      cancelText: t('form.unsavedStay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!guard) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guard]);
}
