import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubMembers } from '../api/get-club-members.ts';

const DEBOUNCE_MS = 300;

/** A searchable Select of the club's members (by name or email); the value is the member's user id. */
export function MemberSelect(props: {
  clubId: number;
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
}) {
  const { clubId, value, onChange, id } = props;
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const members = useClubMembers(clubId, keyword);

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={onChange}
      allowClear
      placeholder={t('loanerPods.memberSearch')}
      notFoundContent={members.isFetching ? <Spin size="small" /> : t('loanerPods.noMembers')}
      options={(members.data?.list ?? []).map((m) => ({
        value: m.userId,
        label: `${m.name} (${m.email})`,
      }))}
      data-testid="pod-member-select"
    />
  );
}
