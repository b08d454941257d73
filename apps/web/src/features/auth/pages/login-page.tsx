import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { safeRedirect } from '../utils/login-redirect.ts';
import styles from './login-page.module.css';

/** The login page: plain React and CSS, no antd, so that it loads fast (app/initial-imports.test.ts). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // After a password reset the forgot-password page passes the email on.
  const email = (useLocation().state as { email?: unknown } | null)?.email;

  return (
    <AuthCard title={t('login.title')}>
      <LoginForm
        email={typeof email === 'string' ? email : undefined}
        onSuccess={() => navigate(safeRedirect(params.get('redirect')), { replace: true })}
      />
      <div className={styles.links}>
        <Link to="/forgot-password">{t('login.forgot')}</Link>
        <Link to="/user-register">{t('login.register')}</Link>
      </div>
    </AuthCard>
  );
}
