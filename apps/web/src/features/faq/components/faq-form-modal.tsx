import { type TFaq, type TFaqInput, ZFaqInput } from '@pulseboard/contract/faq';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useCreateFaq } from '../api/create-faq.ts';
import { useUpdateFaq } from '../api/update-faq.ts';

type TValues = { title: string; link?: string; content?: string };

const toBody = (values: TValues): TFaqInput => ({
  title: values.title.trim(),
  link: values.link?.trim() || null,
  content: values.content ?? '',
});

/** One form for creating and editing an entry: title required, link optional but correct. */
export function FaqFormModal({ faq, open, onClose }: { faq?: TFaq; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const { form, formProps, saving, rules } = useEntityForm({
    schema: ZFaqInput,
    open,
    initialValues: (): TValues => ({
      title: faq?.title ?? '',
      link: faq?.link ?? '',
      content: faq?.content ?? '',
    }),
    save: { mutation: create, variables: toBody },
    update: faq && { mutation: update, variables: (values: TValues) => ({ id: faq.id, ...toBody(values) }) },
    onSaved: onClose,
  });

  return (
    <FormModal
      open={open}
      title={t(faq ? 'faq.edit' : 'faq.create')}
      onClose={onClose}
      form={form}
      saving={saving}
    >
      <Form {...formProps}>
        <Form.Item name="title" label={t('faq.title')} rules={rules('title')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="link" label={t('faq.link')} rules={rules('link')}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="content" label={t('faq.content')} rules={rules('content')}>
          <Input.TextArea rows={5} maxLength={20_000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
