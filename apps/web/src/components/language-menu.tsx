import { TranslationOutlined } from '@ant-design/icons';
import type { TLanguage } from '@pulseboard/contract/messages';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActionMenu } from '../hooks/use-action-menu.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { changeLanguage, currentLanguage, i18n } from '../lib/i18n.ts';

const LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', es: 'Español' };

/**
 * The navbar's language selector: persisted in the browser, with a confirmation in the new language;
 * `onSwitched` hears the choice (the signed-in shell saves it to the profile).
 */
export function LanguageMenu({ onSwitched }: { onSwitched?: (lang: TLanguage) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = currentLanguage();
  const isMobile = useIsMobile();

  const onSelect = async (lang: TLanguage) => {
    if (lang === language) return;
    await changeLanguage(lang);
    // The `t` of this render still speaks the old language.
    void message.success(i18n.t('language.switched'));
    onSwitched?.(lang);
  };

  const { dropdown } = useActionMenu({
    selectable: true,
    selectedKeys: [language],
    items: (Object.keys(LANGUAGE_NAMES) as TLanguage[]).map((lang) => ({
      key: lang,
      label: LANGUAGE_NAMES[lang],
    })),
    onClick: ({ key }) => void onSelect(key as TLanguage),
  });

  return (
    <Dropdown trigger={['click']} {...dropdown}>
      <Button
        type="text"
        icon={<TranslationOutlined />}
        // The visible language is part of the name (on a phone only the icon shows).
        aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[language]}`}
      >
        {isMobile ? null : LANGUAGE_NAMES[language]}
      </Button>
    </Dropdown>
  );
}
