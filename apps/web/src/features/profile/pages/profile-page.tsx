import type { TProfile } from '@pulseboard/contract/profile';
import { Card, Col, Row, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../../../components/section-title.tsx';
import { AvatarUpload } from '../components/avatar-upload.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/**
 * My Profile: own details, avatar and password. `onSaved` receives the profile the server returned;
 * `history` is the user's own measurements, composed by the route from the member history feature.
 */
export function ProfilePage({
  profile,
  onSaved,
  history,
}: {
  profile: TProfile;
  onSaved: (profile: TProfile) => void;
  history?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={8}>
        <Card>
          <AvatarUpload profile={profile} onSaved={onSaved} />
          <SectionTitle look={4} style={{ textAlign: 'center', marginTop: 16 }}>
            {profile.name}
          </SectionTitle>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {profile.email}
          </Typography.Paragraph>
          <div style={{ textAlign: 'center' }}>
            <Tag color="blue">{t(`role.${profile.memberRole}`)}</Tag>
            {profile.clubName && <Tag>{profile.clubName}</Tag>}
          </div>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            items={[
              {
                key: 'details',
                label: t('profile.details'),
                // A new weight reading (the history below) changes the profile's weight: the form
                // reads it again, or saving other fields would send the old weight back.
                children: <ProfileForm key={profile.weight ?? 'none'} profile={profile} onSaved={onSaved} />,
              },
              { key: 'password', label: t('profile.changePassword'), children: <ChangePasswordForm /> },
            ]}
          />
        </Card>
      </Col>
      {history && (
        <Col xs={24}>
          <SectionTitle look={4}>{t('memberHistory.myHistory')}</SectionTitle>
          {history}
        </Col>
      )}
    </Row>
  );
}
