import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  LinkOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { TFaq } from '@pulseboard/contract/faq';
import { Button, Card, Empty, Flex, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { useDeleteFaq } from '../api/delete-faq.ts';
import { useFaqs } from '../api/get-faqs.ts';
import { useReorderFaqs } from '../api/reorder-faqs.ts';
import { FaqFormModal } from '../components/faq-form-modal.tsx';

/** Troubleshooting: entries for every role; `canManage` (accuro) creates, edits, deletes and reorders. */
export function FaqPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const faqs = useFaqs();
  const remove = useDeleteFaq();
  const reorder = useReorderFaqs();
  const [editing, setEditing] = useState<{ faq?: TFaq } | null>(null);
  const list = faqs.data?.list ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((faq) => faq.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };

  const actions = (faq: TFaq, index: number) =>
    canManage
      ? [
          <Button
            key="up"
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('common.moveUp')}
            disabled={index === 0 || reorder.isPending}
            onClick={() => move(index, -1)}
          />,
          <Button
            key="down"
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('common.moveDown')}
            disabled={index === list.length - 1 || reorder.isPending}
            onClick={() => move(index, 1)}
          />,
          <Button
            key="edit"
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('common.edit')}
            onClick={() => setEditing({ faq })}
          />,
          <ConfirmPopover
            key="delete"
            title={t('faq.deleteConfirm', { title: faq.title })}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(faq.id)}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
            />
          </ConfirmPopover>,
        ]
      : [];

  return (
    <Card
      title={t('route.faq')}
      extra={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('faq.create')}
          </Button>
        )
      }
    >
      <List
        loading={faqs.isPending}
        dataSource={list}
        data-testid="faq-list"
        locale={{ emptyText: <Empty description={t('faq.empty')} /> }}
        renderItem={(faq, index) => (
          <List.Item key={faq.id} actions={actions(faq, index)} data-testid="faq-item">
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Typography.Text strong>{faq.title}</Typography.Text>
              {faq.content && (
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                  {faq.content}
                </Typography.Paragraph>
              )}
              {faq.link && (
                <Space size={4}>
                  <LinkOutlined />
                  <Typography.Link href={faq.link} target="_blank" rel="noopener noreferrer">
                    {faq.link}
                  </Typography.Link>
                </Space>
              )}
            </Flex>
          </List.Item>
        )}
      />
      {canManage && (
        <FaqFormModal open={editing !== null} faq={editing?.faq} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
