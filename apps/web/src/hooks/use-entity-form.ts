import { Form, type FormInstance } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType, z } from 'zod';
import { applyFieldErrors } from '../lib/form-errors.ts';
import { notifySuccess } from '../lib/notify.ts';
import { rulesFrom } from '../lib/zod-rules.ts';
import { useRevalidateOnLanguage } from './use-revalidate-on-language.ts';

type TMutateOptions<TSaved> = { onSuccess: (saved: TSaved) => void; onError: (error: unknown) => void };

/** What the shell needs of a TanStack mutation. */
export type TFormMutation<TVariables, TSaved> = {
  isPending: boolean;
  mutate: (variables: TVariables, options: TMutateOptions<TSaved>) => void;
};

/** A mutation and the variables it takes for the form's values. */
export type TFormSave<TValues, TVariables, TSaved> = {
  mutation: TFormMutation<TVariables, TSaved>;
  /** undefined: nothing to send (the form is not ready). */
  variables: (values: TValues) => TVariables | undefined;
};

/**
 * The one create/edit form shell: the antd form, its values read once, messages re-shown in a new
 * language, create or update (`save`, or `update` for an existing item), the pending state, the server's
 * field messages, the toast and `onSaved`; `rules(field)` gives a field the client rules of the contract's
 * `schema`. `open` is for a dialog kept mounted while closed, whose values are read again each time it opens.
 */
export function useEntityForm<
  TValues,
  TSaved,
  TSave,
  TUpdate = TSave,
  TSchema extends ZodType = ZodType,
>(options: {
  /** The contract's schema of what the form sends. */
  schema?: TSchema;
  initialValues: () => TValues;
  /** Creates a new item (or is the form's only mutation). */
  save: TFormSave<TValues, TSave, TSaved>;
  update?: TFormSave<TValues, TUpdate, TSaved>;
  /** The toast once saved. */
  savedText?: string | ((saved: TSaved) => string);
  onSaved?: (saved: TSaved) => void;
  open?: boolean;
  /** A fixed form name, only for a form of a page that exists once (the browser tests find it by id). */
  name?: string;
}) {
  const { schema, initialValues, save, update, savedText, onSaved, open } = options;
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  // Antd derives the inputs' ids from the form name; the shell keeps hidden copies of pages alive,
  // so a fixed name would point each label at a hidden copy's input.
  const generatedName = useId();
  const name = options.name ?? generatedName;
  const [values] = useState(initialValues);
  // Changed since opened or last saved: forms that warn before leaving read it.
  const [dirty, setDirty] = useState(false);
  const saving = save.mutation.isPending || Boolean(update?.mutation.isPending);
  useRevalidateOnLanguage(form);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening reads the values again.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues() as Parameters<FormInstance<TValues>['setFieldsValue']>[0]);
  }, [open, form]);

  // A double click submits twice before the disabled button shows: each check passes and would send
  // its own create (two studios). One save is in flight at a time; the next waits for its answer.
  const sending = useRef(false);
  const callbacks: TMutateOptions<TSaved> = {
    onSuccess: (saved) => {
      sending.current = false;
      setDirty(false);
      if (savedText !== undefined)
        notifySuccess(typeof savedText === 'string' ? savedText : savedText(saved));
      onSaved?.(saved);
    },
    onError: (error) => {
      sending.current = false;
      applyFieldErrors(form, error, name);
    },
  };
  const onFinish = (formValues: TValues) => {
    if (sending.current) return;
    const chosen = (update ?? save) as TFormSave<TValues, unknown, TSaved>;
    const variables = chosen.variables(formValues);
    if (variables === undefined) return;
    sending.current = true;
    chosen.mutation.mutate(variables, callbacks);
  };

  return {
    form,
    saving,
    dirty,
    rules: (
      field: (keyof z.input<TSchema> & string) | readonly (string | number)[],
      ruleOptions?: Parameters<typeof rulesFrom>[3],
    ) => (schema ? rulesFrom(schema, field, t, ruleOptions) : []),
    /** Spread on antd's Form. */
    formProps: {
      form,
      name,
      layout: 'vertical' as const,
      initialValues: open === undefined ? values : undefined,
      onFinish,
      onValuesChange: () => setDirty(true),
      disabled: saving,
      // A refused submit takes the keyboard to the first field to fix (its message is read with it).
      scrollToFirstError: { focus: true },
    },
  };
}
