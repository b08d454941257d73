import { Button } from 'antd';
import { i18n } from '../lib/i18n.ts';
import { notifyInfo } from '../lib/notify.ts';

/** The lasting offer to reload into a new build; its own chunk, as its button is antd's. */
export function showNewBuildNotice(): void {
  notifyInfo({
    key: 'new-build',
    title: i18n.t('build.title'),
    description: i18n.t('build.description'),
    actions: (
      <Button type="primary" size="small" onClick={() => window.location.reload()}>
        {i18n.t('build.reload')}
      </Button>
    ),
  });
}
