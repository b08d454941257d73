import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import type { TAccount } from '@pulseboard/contract/accounts';
import { Button, Card, Flex, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportMemberData } from '../api/export-member-data.ts';
import { useClubMembers } from '../api/search-club-members.ts';
import { downloadJson } from '../utils/download-json.ts';
import { EraseMemberModal } from './erase-member-modal.tsx';

/** Pick a member, then download their data as JSON or erase it (club owners only). */
export function MemberDataCard({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [member, setMember] = useState<TAccount>();
  const [erasing, setErasing] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const members = useClubMembers(clubId, keyword);
  const exporter = useExportMemberData(clubId);
  const list = members.data?.list ?? [];

  const download = () => {
    if (!member) return;
    exporter.mutate(member.accountId, {
      onSuccess: (data) => downloadJson(data, `member-${member.accountId}.json`),
    });
  };

  return (
    <Card title={t('clubModules.privacy.memberData')}>
      <Typography.Paragraph type="secondary">{t('clubModules.privacy.memberHelp')}</Typography.Paragraph>
      <Flex wrap gap={8}>
        <Select<number>
          style={{ flex: '1 1 260px', maxWidth: 420 }}
          data-testid="privacy-member-select"
          aria-label={t('clubModules.privacy.member')}
          value={member?.accountId}
          showSearch={{ filterOption: false, onSearch: setTyped }}
          allowClear
          placeholder={t('clubModules.privacy.memberSearch')}
          notFoundContent={members.isFetching ? <Spin size="small" /> : t('clubModules.privacy.noMembers')}
          onChange={(id) => setMember(list.find((m) => m.accountId === id))}
          options={list.map((m) => ({ value: m.accountId, label: `${m.name} (${m.email})` }))}
        />
        <Button
          icon={<DownloadOutlined />}
          disabled={!member}
          loading={exporter.isPending}
          onClick={download}
        >
          {t('clubModules.privacy.export')}
        </Button>
        <Button danger icon={<DeleteOutlined />} disabled={!member} onClick={() => setErasing(true)}>
          {t('clubModules.privacy.erase')}
        </Button>
      </Flex>
      <EraseMemberModal
        clubId={clubId}
        member={erasing ? member : undefined}
        onClose={(erased) => {
          setErasing(false);
          if (erased) setMember(undefined);
        }}
      />
    </Card>
  );
}
