import { ClearOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import {
  LOANER_POD_SORT_FIELDS,
  LOANER_PODS_ACCESS,
  type TLoanerPod,
} from '@pulseboard/contract/loaner-pods';
import { hasRole } from '@pulseboard/contract/roles';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubTabProps } from '../../../components/club-tab.ts';
import { ConfirmPopover } from '../../../components/confirm-popover.tsx';
import { FitSegmented } from '../../../components/fit-segmented.tsx';
import { FormDrawer } from '../../../components/form-drawer.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { listBody, useListState } from '../../../hooks/use-list-state.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useClearPodAssignments } from '../api/clear-pod-assignments.ts';
import { useDeleteLoanerPod } from '../api/delete-loaner-pod.ts';
import { useFindPodByBarcode } from '../api/find-pod-by-barcode.ts';
import { useLoanerPods } from '../api/get-loaner-pods.ts';
import { useUnassignPod } from '../api/unassign-pod.ts';
import { AssignPodModal } from './assign-pod-modal.tsx';
import { BarcodeScannerInput } from './barcode-scanner-input.tsx';
import { PodAssignmentsCard } from './pod-assignments-card.tsx';
import { PodForm } from './pod-form.tsx';
import { PodImportModal } from './pod-import-modal.tsx';
import { PodsTable } from './pods-table.tsx';

// The mutation cache already shows the error; the confirm just closes.
const ignore = () => undefined;

const SHELVES = ['all', 'assigned', 'free'] as const;
type TShelf = (typeof SHELVES)[number];
const ASSIGNED: Record<TShelf, boolean | undefined> = { all: undefined, assigned: true, free: false };

/** Loaner Pods tab: staff lend and take back pods (also by scanner); managers edit, import and clear. */
export function LoanerPodsTab({ clubId, role, cmd, onCmdChange }: TClubTabProps) {
  const { t } = useTranslation();
  const canManage = hasRole(role, LOANER_PODS_ACCESS.manage);
  const list = useListState(LOANER_POD_SORT_FIELDS, { filters: ['shelf'] });
  const shelf = SHELVES.find((s) => s === list.filters.shelf) ?? 'all';
  const [editing, setEditing] = useState<TLoanerPod>();
  const [assigning, setAssigning] = useState<TLoanerPod>();

  const pods = useLoanerPods(clubId, {
    page: list.query.page,
    pageSize: list.query.pageSize,
    filter: { ...listBody(list.query), assigned: ASSIGNED[shelf] },
  });
  const find = useFindPodByBarcode(clubId);
  const unassign = useUnassignPod(clubId);
  const remove = useDeleteLoanerPod(clubId);
  const clear = useClearPodAssignments(clubId);
  // Whether any pod is lent at all, whatever the list shows: nothing lent, nothing to clear.
  const lent = useLoanerPods(clubId, { page: 1, pageSize: 1, filter: { assigned: true } });

  // The URL's command keeps the create drawer or the import dialog open across a reload.
  const drawerOpen = canManage && (cmd === 'create' || editing !== undefined);
  const closeDrawer = () => {
    setEditing(undefined);
    if (cmd === 'create') onCmdChange(undefined);
  };

  const toolbar = (
    <Flex wrap gap={12} align="end">
      <BarcodeScannerInput
        busy={find.isPending}
        onFind={(barcode) => find.mutateAsync(barcode).then((pod) => setAssigning(pod))}
      />
      <ListSearch
        keyword={list.query.keyword}
        onSearch={list.setKeyword}
        placeholder={t('loanerPods.search')}
        style={{ flex: '1 1 220px' }}
        testId="pods-search"
      />
      <FitSegmented<TShelf>
        aria-label={t('loanerPods.filterLabel')}
        value={shelf}
        onChange={(value) => list.setFilters({ shelf: value === 'all' ? undefined : value })}
        options={[
          { value: 'all', label: t('loanerPods.filterAll') },
          { value: 'assigned', label: t('loanerPods.filterAssigned') },
          { value: 'free', label: t('loanerPods.filterFree') },
        ]}
      />
    </Flex>
  );

  const extra = canManage && (
    <Flex wrap gap={8}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => onCmdChange('create')}>
        {t('loanerPods.create')}
      </Button>
      <Button icon={<ImportOutlined />} onClick={() => onCmdChange('import')}>
        {t('loanerPods.import')}
      </Button>
      <ConfirmPopover
        title={t('loanerPods.clearAllConfirm')}
        okText={t('loanerPods.clearAll')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          clear
            .mutateAsync()
            .then((r) => notifySuccess(t('loanerPods.cleared', { count: r.cleared })), ignore)
        }
      >
        <Button danger icon={<ClearOutlined />} disabled={lent.data?.totalRecords === 0}>
          {t('loanerPods.clearAll')}
        </Button>
      </ConfirmPopover>
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Card title={t('loanerPods.title')} extra={extra}>
        <Flex vertical gap={16}>
          {toolbar}
          <PodsTable
            query={pods}
            list={list}
            canManage={canManage}
            onAssign={setAssigning}
            onUnassign={(pod) =>
              unassign
                .mutateAsync(pod.id)
                .then(() => notifySuccess(t('loanerPods.returned', { barcode: pod.barcode })), ignore)
            }
            onEdit={setEditing}
            onDelete={(pod) => remove.mutateAsync(pod.id).catch(ignore)}
          />
        </Flex>
      </Card>
      <PodAssignmentsCard clubId={clubId} />
      <AssignPodModal clubId={clubId} pod={assigning} onClose={() => setAssigning(undefined)} />
      {canManage && (
        <>
          <FormDrawer
            open={drawerOpen}
            title={t(editing ? 'loanerPods.edit' : 'loanerPods.create')}
            onClose={closeDrawer}
            width={420}
          >
            <PodForm key={editing?.id} clubId={clubId} pod={editing} onClose={closeDrawer} />
          </FormDrawer>
          <PodImportModal clubId={clubId} open={cmd === 'import'} onClose={() => onCmdChange(undefined)} />
        </>
      )}
    </Flex>
  );
}
