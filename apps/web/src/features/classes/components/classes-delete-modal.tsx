import type { TClass, TClassScope } from '@pulseboard/contract/classes';
import { Flex, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useDeleteClass } from '../api/delete-class.ts';
import { classDate } from '../utils/class-text.ts';

/**
 * The confirmation before a class is deleted; for a class of a series it asks whether this class or
 * this and the following ones go.
 */
export function ClassesDeleteModal({
  clubId,
  classItem,
  onClose,
  onDeleted,
}: {
  clubId: number;
  classItem: TClass | undefined;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteClass(clubId);
  const [scope, setScope] = useState<TClassScope>('this');
  const inSeries = Boolean(classItem?.seriesId);
  const vars = classItem ? { name: classItem.name, date: classDate(classItem) } : { name: '', date: '' };
  const submit = () => {
    if (!classItem) return;
    remove.mutate(
      { classId: classItem.id, scope: inSeries ? scope : 'this' },
      {
        onSuccess: () => {
          notifySuccess(t('classes.deleted'));
          onDeleted?.();
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={classItem !== undefined}
      title={t(inSeries ? 'classes.scope.deleteTitle' : 'classes.detail')}
      okText={t('common.delete')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => setScope('this')}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {t(
            inSeries && scope === 'following' ? 'classes.deleteFollowingConfirm' : 'classes.deleteConfirm',
            vars,
          )}
        </Typography.Text>
        {inSeries && (
          <Radio.Group value={scope} onChange={(event) => setScope(event.target.value)}>
            <Flex vertical gap={4}>
              <Radio value="this">{t('classes.scope.this')}</Radio>
              <Radio value="following">{t('classes.scope.following')}</Radio>
            </Flex>
          </Radio.Group>
        )}
      </Flex>
    </Modal>
  );
}
