import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** antd keeps a shown message in the language it was produced in: re-run the rules of fields in error. */
export function useRevalidateOnLanguage<T>(form: FormInstance<T>): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a language switch must re-run the rules with the new messages.
  useEffect(() => {
    const shown = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  }, [form, language]);
}
