import { Select, Spin } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useClubMembers } from '../api/get-club-members.ts';

const DEBOUNCE_MS = 300;

/**
 * A searchable Select of the club's members (by name or email); the value is the member's user id.
 * The feature that uses it gives its own wording.
 */
export function MemberSelect(props: {
  clubId: number;
  value?: number;
  onChange?: (value: number | undefined) => void;
  id?: string;
  placeholder: string;
  emptyText: string;
  testId?: string;
  /** For a Select outside a labelled form field (a filter). */
  ariaLabel?: string;
  style?: CSSProperties;
}) {
  const { clubId, value, onChange, id, placeholder, emptyText, testId, style, ariaLabel } = props;
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
      placeholder={placeholder}
      aria-label={ariaLabel}
      style={style}
      notFoundContent={members.isFetching ? <Spin size="small" /> : emptyText}
      options={(members.data?.list ?? []).map((m) => ({
        value: m.userId,
        label: `${m.name} (${m.email})`,
      }))}
      data-testid={testId}
    />
  );
}
