import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { CLASS_LOGO_MAX_BYTES } from '@pulseboard/contract/classes';
import { App, Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';

const MAX_MB = CLASS_LOGO_MAX_BYTES / 1024 / 1024;

/**
 * A class's or template's logo and its upload button: images up to 2 MB are sent (the server checks
 * the bytes again and says why it refuses one).
 */
export function ClassLogoField({
  logoUrl,
  uploading,
  disabled,
  onFile,
}: {
  logoUrl: string | null;
  uploading: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const beforeUpload = (file: File) => {
    if (!file.type.startsWith('image/')) void message.error(t('validation.image'));
    else if (file.size > CLASS_LOGO_MAX_BYTES) void message.error(t('validation.imageSize', { mb: MAX_MB }));
    else onFile(file);
    // The mutation sends the file; antd's own request is never used.
    return false;
  };
  return (
    <Flex gap="middle" align="center" wrap>
      <Avatar shape="square" size={56} src={logoUrl ?? undefined} icon={<PictureOutlined />} />
      <Upload accept="image/*" showUploadList={false} beforeUpload={beforeUpload} disabled={disabled}>
        <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
          {t('classTemplates.logo.upload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('classTemplates.logo.hint', { mb: MAX_MB })}</Typography.Text>
    </Flex>
  );
}
