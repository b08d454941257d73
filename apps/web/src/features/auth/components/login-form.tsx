import { PASSWORD_MIN } from '@pulseboard/contract/limits';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http.ts';
import type { TMessageKey } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useLogin } from '../api/login.ts';
import styles from './login-form.module.css';

type TField = 'email' | 'password';
type TValues = Record<TField, string>;

// Written by hand, not from ZLoginBody, and drawn without antd: the login page stays free of zod and
// antd to load fast (see limits.ts). The messages are the contract's keys, as the server's.
const CHECKS: Record<TField, (value: string) => TMessageKey | undefined> = {
  email: (value) => (value.trim() ? undefined : 'validation.userName'),
  password: (value) => (value.length >= PASSWORD_MIN ? undefined : 'validation.password'),
};

// antd's icons (eye, eye-invisible, close-circle, loading) as plain SVG paths: the icons package is not loaded.
const ICON_PATHS = {
  eye: 'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z',
  eyeInvisible:
    'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512zM508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z',
  error:
    'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z',
  loading:
    'M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z',
} as const;

function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg className={styles.icon} viewBox="64 64 896 896" aria-hidden focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.box}>{children}</div>
      {error && (
        <div id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export function LoginForm({ email = '', onSuccess }: { email?: string; onSuccess: () => void }) {
  const { t } = useTranslation();
  const login = useLogin({ onSuccess });
  const id = useId();
  const [values, setValues] = useState<TValues>({ email, password: '' });
  // Message keys, not texts: a language switch shows them in the new language at once.
  const [errors, setErrors] = useState<Partial<Record<TField, TMessageKey>>>({});
  const [reveal, setReveal] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  // The cursor starts in the first empty field: the password when a reset passed the email on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening.
  useEffect(() => {
    (email ? inputs.password : inputs.email).current?.focus();
  }, []);

  const change = (field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // As antd's forms do: a field is checked again as it is typed in.
    setErrors((current) => ({ ...current, [field]: CHECKS[field](value) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: CHECKS.email(values.email), password: CHECKS.password(values.password) };
    setErrors(found);
    const invalid = (['email', 'password'] as const).find((field) => found[field]);
    if (invalid) inputs[invalid].current?.focus();
    else if (!login.isPending) void login.mutate({ email: values.email.trim(), password: values.password });
  };

  const inputProps = (field: TField) => ({
    id: `${id}-${field}`,
    ref: inputs[field],
    className: styles.input,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const failed = login.error !== null && !(login.error instanceof ApiError && login.error.silent);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field id={`${id}-email`} label={t('login.email')} error={errors.email && t(errors.email)}>
        <input
          {...inputProps('email')}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field id={`${id}-password`} label={t('login.password')} error={errors.password && t(errors.password)}>
        <input
          {...inputProps('password')}
          type={reveal ? 'text' : 'password'}
          autoComplete="current-password"
        />
        <button
          type="button"
          className={styles.reveal}
          aria-label={t(reveal ? 'password.hide' : 'password.show')}
          onClick={() => setReveal(!reveal)}
        >
          <Icon name={reveal ? 'eye' : 'eyeInvisible'} />
        </button>
      </Field>
      {failed && (
        <div className={styles.alert} role="alert">
          <Icon name="error" />
          {errorMessage(login.error)}
        </div>
      )}
      <button type="submit" className={styles.submit} aria-busy={login.isPending}>
        {login.isPending && <Icon name="loading" />}
        {t('login.submit')}
      </button>
    </form>
  );
}
