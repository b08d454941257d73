import { Select, Spin } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useClubMembers } from '../api/get-club-members.ts';

const DEBOUNCE_MS = 300;

type TCommonProps = {
  clubId: number;
  id?: string;
  placeholder: string;
  emptyText: string;
  testId?: string;
  /** For a Select outside a labelled form field (a filter). */
  ariaLabel?: string;
  style?: CSSProperties;
};

type TOneProps = TCommonProps & {
  multiple?: false;
  value?: number;
  onChange?: (value: number | undefined) => void;
};

/** Several members at once (a bulk add): the value is their user ids. */
type TManyProps = TCommonProps & {
  multiple: true;
  value?: number[];
  onChange?: (value: number[]) => void;
};

/**
 * A searchable Select of the club's members (by name or email); the value is the member's user id, or
 * the ids of several with `multiple`. The feature that uses it gives its own wording.
 */
export function MemberSelect(props: TOneProps | TManyProps) {
  const { clubId, id, placeholder, emptyText, testId, style, ariaLabel } = props;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const members = useClubMembers(clubId, keyword);

  // Picked members keep their names after the next search no longer lists them.
  const known = useRef(new Map<number, string>());
  const options = (members.data?.list ?? []).map((m) => ({
    value: m.userId,
    label: `${m.name} (${m.email})`,
  }));
  for (const option of options) known.current.set(option.value, option.label);
  const picked = props.multiple ? (props.value ?? []) : props.value === undefined ? [] : [props.value];
  const missing = picked
    .filter((value) => !options.some((option) => option.value === value))
    .map((value) => ({ value, label: known.current.get(value) ?? String(value) }));

  return (
    <Select
      id={id}
      mode={props.multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setTyped, autoClearSearchValue: true }}
      value={props.value}
      onChange={props.onChange as (value: number | number[] | undefined) => void}
      allowClear
      placeholder={placeholder}
      aria-label={ariaLabel}
      style={style}
      notFoundContent={members.isFetching ? <Spin size="small" /> : emptyText}
      options={[...options, ...missing]}
      data-testid={testId}
    />
  );
}
