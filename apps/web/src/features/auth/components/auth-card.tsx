import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { readableOnWhite } from '../../../lib/contrast.ts';
import { rememberSignedOutChoice } from '../../../lib/i18n.ts';
import { useSettings } from '../../../lib/settings.ts';
import styles from './auth-card.module.css';

/**
 * The centred card of the signed-out pages: login, forgot password, register. The product logo and the
 * language switch share the first row, so the switch stays in one place whatever the page's title.
 * Plain elements and CSS, no antd: the login page shows it before anything heavy has loaded.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  // The theme colour as antd's provider uses it: darkened where needed for 4.5:1 against white.
  const primary = readableOnWhite(useSettings().themeColor);
  return (
    <main className={styles.page} style={{ '--pb-primary': primary } as CSSProperties}>
      <div className={styles.card}>
        <div className={styles.top} data-testid="auth-top">
          <div className={styles.brand}>
            <img src="/favicon.svg" alt="" width={32} height={32} />
            {t('app.title')}
          </div>
          {/* Picked before signing in, it becomes the profile's language once signed in (navbar.tsx). */}
          <LanguageSwitch onSwitched={rememberSignedOutChoice} />
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
