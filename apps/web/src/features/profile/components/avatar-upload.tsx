import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type TProfile } from '@pulseboard/contract/profile';
import { App, Avatar, Button, Flex, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

const MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

/** Avatar upload: image types and size checked here first, then by the server on the content. */
export function AvatarUpload({
  profile,
  onSaved,
}: {
  profile: TProfile;
  onSaved: (profile: TProfile) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadAvatar({
    onSaved: (saved) => {
      onSaved(saved);
      notifySuccess(t('profile.avatarSaved'));
    },
  });

  const beforeUpload = (file: File) => {
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      void message.error(t('validation.image'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      void message.error(t('validation.imageSize', { mb: MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <Flex vertical align="center" gap="middle">
      <Avatar
        size={96}
        src={profile.avatar ?? undefined}
        icon={<UserOutlined />}
        alt={t('profile.avatar')}
        data-testid="profile-avatar"
      />
      <Upload
        accept={AVATAR_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={({ file, onSuccess, onError }) => {
          upload.mutate(file as File, {
            onSuccess: (saved) => onSuccess?.(saved),
            onError: (error) => onError?.(error instanceof Error ? error : new Error(String(error))),
          });
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {t('profile.uploadAvatar')}
        </Button>
      </Upload>
    </Flex>
  );
}
