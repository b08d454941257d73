import type { TLanguage } from '@pulseboard/contract/messages';
import { App, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, i18n } from '../lib/i18n.ts';

const OPTIONS: { value: TLanguage; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
];

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const onChange = async (lang: TLanguage) => {
    await changeLanguage(lang);
    // The `t` of this render still speaks the old language.
    void message.success(i18n.t('language.switched'));
  };

  return (
    <Segmented<TLanguage>
      aria-label={t('language.label')}
      options={OPTIONS}
      value={currentLanguage()}
      onChange={onChange}
    />
  );
}
