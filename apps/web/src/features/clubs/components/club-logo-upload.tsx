import { UploadOutlined } from '@ant-design/icons';
import { CLUB_LOGO_MAX_BYTES, type TClub } from '@pulseboard/contract/clubs';
import { App, Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUploadClubLogo } from '../api/upload-club-logo.ts';

const MAX_MB = CLUB_LOGO_MAX_BYTES / 1024 / 1024;

/** The club's logo and an upload button: images only, 2 MB at most (the server checks the content too). */
export function ClubLogoUpload({ club, disabled }: { club: TClub; disabled?: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadClubLogo();
  const { message } = App.useApp();

  const beforeUpload = (file: File) => {
    if (!file.type.startsWith('image/')) void message.error(t('validation.image'));
    else if (file.size > CLUB_LOGO_MAX_BYTES) void message.error(t('validation.imageSize', { mb: MAX_MB }));
    else
      upload.mutate(
        { clubId: club.clubId, file },
        { onSuccess: () => notifySuccess(t('clubs.logo.uploaded')) },
      );
    // The mutation sends the file; antd's own request is never used.
    return false;
  };

  return (
    <Flex gap="middle" align="center" wrap>
      <Avatar shape="square" size={64} src={club.clubLogo ?? undefined} alt={t('clubs.field.logo')}>
        {club.clubName.slice(0, 1)}
      </Avatar>
      <Upload accept="image/*" showUploadList={false} beforeUpload={beforeUpload} disabled={disabled}>
        <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={disabled}>
          {t('clubs.logo.upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('clubs.logo.hint')}</Typography.Text>
    </Flex>
  );
}
