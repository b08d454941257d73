import type { TTrainer } from '@pulseboard/contract/trainers';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffAccounts } from '../api/get-staff-accounts.ts';

const DEBOUNCE_MS = 300;
const userLabel = (user: { name: string; email: string }) => `${user.name} (${user.email})`;

/**
 * A searchable Select of the club's staff logins (by name or email); the value is the user id.
 * `linked` is the trainer's current login, shown even when it is not among the results.
 */
export function TrainerUserSelect(props: {
  clubId: number;
  linked: TTrainer['user'];
  /** False for roles that may only look: the list of accounts is not theirs to read. */
  searchable: boolean;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}) {
  const { clubId, linked, searchable, value, onChange, id } = props;
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const accounts = useStaffAccounts(clubId, keyword, searchable);

  const options = (accounts.data?.list ?? []).map((a) => ({ value: a.accountId, label: userLabel(a) }));
  if (linked && !options.some((o) => o.value === linked.id)) {
    options.unshift({ value: linked.id, label: userLabel(linked) });
  }

  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder={t('trainers.userSearch')}
      notFoundContent={accounts.isFetching ? <Spin size="small" /> : t('trainers.noUsers')}
      options={options}
      data-testid="trainer-user-select"
    />
  );
}
