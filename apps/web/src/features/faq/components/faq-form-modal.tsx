import { type TFaq, type TFaqInput, ZLink } from '@pulseboard/contract/faq';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidateOnLanguage } from '../../../hooks/use-revalidate-on-language.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useCreateFaq } from '../api/create-faq.ts';
import { useUpdateFaq } from '../api/update-faq.ts';

type TValues = { title: string; link?: string; content?: string };

/** One form for creating and editing an entry: title required, link optional but correct. */
export function FaqFormModal({ faq, open, onClose }: { faq?: TFaq; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const saving = create.isPending || update.isPending;
  useRevalidateOnLanguage(form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ title: faq?.title ?? '', link: faq?.link ?? '', content: faq?.content ?? '' });
  }, [open, faq, form]);

  const onFinish = (values: TValues) => {
    const body: TFaqInput = {
      title: values.title.trim(),
      link: values.link?.trim() || null,
      content: values.content ?? '',
    };
    const options = { onSuccess: onClose, onError: (error: unknown) => applyFieldErrors(form, error) };
    if (faq) update.mutate({ id: faq.id, ...body }, options);
    else create.mutate(body, options);
  };

  return (
    <Modal
      open={open}
      title={t(faq ? 'faq.edit' : 'faq.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onFinish} disabled={saving} name="faq">
        <Form.Item
          name="title"
          label={t('faq.title')}
          rules={[{ required: true, whitespace: true, message: t('validation.faqTitle') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="link"
          label={t('faq.link')}
          rules={[
            {
              validator: async (_, value?: string) => {
                if (value?.trim() && !ZLink.safeParse(value).success) throw new Error(t('validation.link'));
              },
            },
          ]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="content" label={t('faq.content')}>
          <Input.TextArea rows={5} maxLength={20_000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
