import { LOCATION_SORT_FIELDS, LOCATIONS_ACCESS, type TLocation } from '@pulseboard/contract/locations';
import { Skeleton, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClubListTab } from '../../../components/club-list-tab.tsx';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { LoadError } from '../../../components/list-states.tsx';
import { useCmdEditor } from '../../../hooks/use-cmd-editor.ts';
import { useListState } from '../../../hooks/use-list-state.ts';
import { formatNumber, pluralOf } from '../../../lib/format.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocation } from '../api/get-location.ts';
import { useLocations } from '../api/get-locations.ts';
import { LocationForm } from './location-form.tsx';

/** The club's locations: a server-paged list and a drawer form; managers may change them. */
export function LocationsTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const list = useListState(LOCATION_SORT_FIELDS);
  const locations = useLocations(clubId, list.query);
  const remove = useDeleteLocation(clubId);
  const editor = useCmdEditor(cmd, onCmdChange);
  const editing = useLocation(clubId, editor.editingId);

  const columns: TableColumnsType<TLocation> = [
    {
      title: t('locations.field.branchName'),
      dataIndex: 'branchName',
      sorter: true,
      sortOrder: list.sortOrderOf('branchName'),
    },
    { title: t('locations.field.branchLocation'), dataIndex: 'branchLocation' },
    { title: t('locations.field.branchZip'), dataIndex: 'branchZip' },
    {
      title: t('locations.field.status'),
      dataIndex: 'status',
      sorter: true,
      sortOrder: list.sortOrderOf('status'),
      render: (status: TLocation['status']) => (
        <Tag color={status === 'open' ? 'green' : 'default'}>{t(`locations.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('locations.field.memberCount'),
      dataIndex: 'memberCount',
      align: 'right',
      sorter: true,
      sortOrder: list.sortOrderOf('memberCount'),
      render: (n: number) => formatNumber(n),
    },
  ];

  return (
    <ClubListTab<TLocation>
      texts="locations"
      role={role}
      manageRoles={LOCATIONS_ACCESS.manage}
      list={list}
      items={locations}
      editor={editor}
      rowKey="locationId"
      columns={columns}
      itemName={(location) => location.branchName}
      deleteWarning={(location) =>
        location.memberCount > 0
          ? t(`locations.deleteMembers.${pluralOf(location.memberCount)}`, {
              count: formatNumber(location.memberCount),
            })
          : undefined
      }
      onDelete={(location, onSuccess) => remove.mutate(location.locationId, { onSuccess })}
      // A load error wins over data cached before it, as the form would show stale values.
      editItem={editing.isError ? undefined : editing.data}
      editFallback={
        editing.isError ? (
          <LoadError error={editing.error} onRetry={() => void editing.refetch()} />
        ) : (
          <Skeleton active />
        )
      }
      renderForm={(location, props) => <LocationForm clubId={clubId} location={location} {...props} />}
    />
  );
}
