import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubOptions } from '../api/get-club-options.ts';

/**
 * A searchable club Select for the platform admin; cleared means every club (undefined), unless the page
 * needs one club and says so in its own `placeholder`.
 */
export function ClubPicker(props: {
  value?: number;
  onChange: (clubId: number | undefined) => void;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const clubs = useClubOptions(keyword);
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      aria-label={t('clubPicker.label')}
      placeholder={props.placeholder ?? t('clubPicker.all')}
      style={{ minWidth: 200, maxWidth: '100%' }}
      value={props.value}
      onChange={(clubId) => props.onChange(clubId ?? undefined)}
      onClear={() => setKeyword('')}
      loading={clubs.isFetching}
      options={(clubs.data?.list ?? []).map((club) => ({ value: club.clubId, label: club.clubName }))}
    />
  );
}
