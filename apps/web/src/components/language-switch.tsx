import type { TLanguage } from '@pulseboard/contract/messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, i18n } from '../lib/i18n.ts';
import { notifySuccess } from '../lib/notify.ts';
import styles from './language-switch.module.css';

const OPTIONS: { value: TLanguage; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
];

/**
 * English | Español of the signed-out pages: two radio buttons, no antd (the login page loads none).
 * `onSwitched` hears the language after the switch.
 */
export function LanguageSwitch({ onSwitched }: { onSwitched?: (lang: TLanguage) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const language = currentLanguage();

  const onChange = async (lang: TLanguage) => {
    await changeLanguage(lang);
    onSwitched?.(lang);
    // The `t` of this render still speaks the old language.
    notifySuccess(i18n.t('language.switched'));
  };

  return (
    <div role="radiogroup" aria-label={t('language.label')} className={styles.group}>
      {OPTIONS.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={language === option.value}
            onChange={() => void onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
