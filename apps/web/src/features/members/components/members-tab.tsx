import { PlusOutlined } from '@ant-design/icons';
import {
  MEMBER_ROLES,
  MEMBER_SEARCH_WINDOW,
  MEMBER_SORT_FIELDS,
  MEMBERS_ACCESS,
  type TMemberListItem,
} from '@pulseboard/contract/members';
import { MEMBER_ACTIONS_ACCESS } from '@pulseboard/contract/members-actions';
import { hasRole } from '@pulseboard/contract/roles';
import { Alert, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { listBody, useListState } from '../../../hooks/use-list-state.ts';
import { formatNumber } from '../../../lib/format.ts';
import { withLowerBoundTotal, withPartialTotal } from '../../../lib/table-pagination.ts';
import { useMembers } from '../api/get-members.ts';
import { MemberFilters, type TMemberFilterName } from './member-filters.tsx';
import { MemberForm } from './member-form.tsx';
import { MemberImportButton } from './member-import-button.tsx';
import { MemberOptionsCard } from './member-options-card.tsx';
import { MembersTable } from './members-table.tsx';

const FILTERS = [
  'location',
  'status',
  'verified',
  'pod',
  'role',
] as const satisfies readonly TMemberFilterName[];
const yesNo = (v: string | undefined) => (v === 'yes' ? true : v === 'no' ? false : undefined);

/** Members tab: every staff role finds members (name, email, nickname, device id); managers add and edit. */
export function MembersTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const canManage = hasRole(role, MEMBERS_ACCESS.manage);
  const list = useListState(MEMBER_SORT_FIELDS, { filters: FILTERS });
  const [editing, setEditing] = useState<TMemberListItem>();
  const f = list.filters;
  const members = useMembers(clubId, {
    page: list.query.page,
    pageSize: list.query.pageSize,
    filter: {
      ...listBody(list.query),
      locationId: f.location ? Number(f.location) : undefined,
      status: f.status === 'enabled' || f.status === 'disabled' ? f.status : undefined,
      verified: yesNo(f.verified),
      hasPod: yesNo(f.pod),
      role: MEMBER_ROLES.find((r) => r === f.role),
    },
  });

  // Past the count cap the total is a lower bound: one more page stays reachable, and "Total 10,000+" says so.
  const data = members.data;
  // A keyword matching more than MEMBER_SEARCH_WINDOW members: the list holds the first found, and says so.
  const tableList = withPartialTotal(
    withLowerBoundTotal(list, data?.totalIsLowerBound === true),
    data?.searchCapped === true,
  );

  const drawerOpen = canManage && (cmd === 'create' || editing !== undefined);
  const closeDrawer = () => {
    setEditing(undefined);
    if (cmd === 'create') onCmdChange(undefined);
  };

  const extra = canManage && (
    <Flex wrap gap={8}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => onCmdChange('create')}>
        {t('members.create')}
      </Button>
      <MemberImportButton clubId={clubId} />
    </Flex>
  );

  return (
    <Card title={t('members.title')} extra={extra}>
      <Flex vertical gap={16}>
        <Flex wrap gap={12} align="end">
          <ListSearch
            keyword={list.query.keyword}
            onSearch={list.setKeyword}
            placeholder={t('members.search')}
            // Room for the whole hint (name, email, nickname or device ID) beside the filters.
            style={{ flex: '1 1 340px', maxWidth: '100%' }}
            testId="members-search"
          />
          <MemberFilters clubId={clubId} values={f} onChange={list.setFilters} />
        </Flex>
        {data?.searchCapped && (
          <Alert
            type="info"
            showIcon
            data-testid="members-search-capped"
            title={t('members.searchCapped', {
              count: formatNumber(MEMBER_SEARCH_WINDOW),
              keyword: list.query.keyword,
            })}
          />
        )}
        <MembersTable
          clubId={clubId}
          query={members}
          list={tableList}
          canManage={canManage}
          role={role}
          onEdit={setEditing}
        />
        <MemberOptionsCard clubId={clubId} canEdit={hasRole(role, MEMBER_ACTIONS_ACCESS.options)} />
      </Flex>
      {canManage && (
        <FormDrawer
          open={drawerOpen}
          title={t(editing ? 'members.edit' : 'members.create')}
          onClose={closeDrawer}
          width={480}
        >
          <MemberForm key={editing?.userId} clubId={clubId} member={editing} onClose={closeDrawer} />
        </FormDrawer>
      )}
    </Card>
  );
}
