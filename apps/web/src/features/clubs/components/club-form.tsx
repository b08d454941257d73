import { type TClub, ZClubInput } from '@pulseboard/contract/clubs';
import { WORDINGS } from '@pulseboard/contract/wording';
import { Alert, Col, Collapse, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions.tsx';
import { HexColorPicker } from '../../../components/hex-color-picker.tsx';
import { useEntityForm } from '../../../hooks/use-entity-form.ts';
import { useUnsavedChangesWarning } from '../../../hooks/use-unsaved-changes.ts';
import { useCreateClub } from '../api/create-club.ts';
import { useUpdateClub } from '../api/update-club.ts';
import { type TClubFormValues, timezones, toClubInput, toFormValues } from './club-form-values.ts';
import { ClubLogoUpload } from './club-logo-upload.tsx';
import { ClubOptionsFields } from './club-options-fields.tsx';

type TProps = {
  /** Omitted: a new club. */
  club?: TClub;
  /** accuro may change code, subdomain and wording; a club admin may not. */
  ownerFields: boolean;
  readOnly?: boolean;
  onSaved?: (club: TClub, created: boolean) => void;
  onCancel?: () => void;
};

/** One form for creating and editing a club (ZClubInput); the logo can be added once the club exists. */
export function ClubForm({ club, ownerFields, readOnly = false, onSaved, onCancel }: TProps) {
  const { t } = useTranslation();
  const create = useCreateClub();
  const update = useUpdateClub();
  const zoneOptions = useMemo(() => timezones().map((z) => ({ value: z, label: z })), []);
  // Values are read once: a new logo or a refetch must not wipe what is being typed (callers key the form by club).
  const { formProps, saving, rules, dirty } = useEntityForm({
    schema: ZClubInput,
    initialValues: () => toFormValues(club),
    save: { mutation: create, variables: (values: TClubFormValues) => toClubInput(values) },
    update: club && {
      mutation: update,
      variables: (values: TClubFormValues) => ({ clubId: club.clubId, body: toClubInput(values) }),
    },
    onSaved: (saved: TClub) => onSaved?.(saved, !club),
  });

  const locked = Boolean(club) && !ownerFields;
  useUnsavedChangesWarning(dirty && !readOnly);

  return (
    <Form {...formProps} disabled={readOnly || saving}>
      {club && club.settingsValid === false && (
        <Alert type="warning" showIcon title={t('clubs.settingsInvalid')} style={{ marginBottom: 16 }} />
      )}
      {club && (
        <Form.Item label={t('clubs.field.logo')}>
          <ClubLogoUpload club={club} disabled={readOnly} />
        </Form.Item>
      )}
      {!club && <Alert type="info" title={t('clubs.logo.afterCreate')} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="clubName" label={t('clubs.field.clubName')} rules={rules('clubName')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="clubCode"
            label={t('clubs.field.clubCode')}
            rules={rules('clubCode')}
            extra={locked ? t('clubs.ownerOnlyHint') : undefined}
          >
            <Input maxLength={32} disabled={locked} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="subdomain" label={t('clubs.field.subdomain')} rules={rules('subdomain')}>
            <Input maxLength={63} disabled={locked} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="wording" label={t('clubs.field.wording')}>
            <Select
              disabled={locked}
              options={WORDINGS.map((w) => ({
                value: w,
                label: t(`clubs.wording.${w}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="timezone" label={t('clubs.field.timezone')} rules={rules('timezone')}>
            <Select showSearch options={zoneOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="themeColor"
            label={t('clubs.field.themeColor')}
            getValueFromEvent={(color: { toHexString: () => string } | null) => color?.toHexString() ?? null}
          >
            <HexColorPicker allowClear showText aria-label={t('clubs.field.themeColor')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="registrationLink"
            label={t('clubs.field.registrationLink')}
            rules={rules('registrationLink')}
          >
            <Input placeholder="https://" maxLength={500} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="clubDescription" label={t('clubs.field.clubDescription')}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Col>
      </Row>
      <ClubOptionsFields />
      {/* The raw settings are the platform's business: an advanced fold for the platform admin, kept as is for others. */}
      {ownerFields ? (
        <Collapse
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'advanced',
              label: t('clubs.advanced'),
              forceRender: true,
              children: (
                <Form.Item name="settingsRaw" label={t('clubs.field.settingsRaw')}>
                  <Input.TextArea rows={4} maxLength={20_000} style={{ fontFamily: 'monospace' }} />
                </Form.Item>
              ),
            },
          ]}
        />
      ) : (
        <Form.Item name="settingsRaw" hidden>
          <Input />
        </Form.Item>
      )}
      <FormActions readOnly={readOnly} saving={saving} onCancel={onCancel} testId="club-save" />
    </Form>
  );
}
