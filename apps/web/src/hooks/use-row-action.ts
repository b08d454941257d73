import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../lib/notify.ts';

/**
 * A table row's menu actions: each says what it did once done (`doneText`); a failed one leaves the
 * mutation's own error toast and the menu as it was. What locks or destroys asks first (`confirm`, with
 * a danger button), and the dialog closes either way. The dialog is titled with the action, which names it
 * for a screen reader; the question below it says to whom and what follows.
 */
export function useRowAction() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const run = (action: Promise<unknown>, doneText: string): Promise<void> =>
    action.then(
      () => notifySuccess(doneText),
      () => undefined,
    );
  const confirm = (content: string, okText: string, action: () => Promise<unknown>, doneText: string) =>
    modal.confirm({
      title: okText,
      content,
      okText,
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => run(action(), doneText),
    });
  return { run, confirm };
}
