import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { hasRole, type TRole } from '@pulseboard/contract/roles';
import { App, Button, Card, Flex, Space, type TableColumnsType } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useCmdEditor } from '../hooks/use-cmd-editor.ts';
import type { TListState } from '../hooks/use-list-state.ts';
import type { TMessageKey } from '../lib/i18n.ts';
import { notifySuccess } from '../lib/notify.ts';
import { FormDrawer } from './form-drawer.tsx';
import { ListSearch } from './list-search.tsx';
import { ListTable, type TPageQuery } from './list-table.tsx';
import { RowActionButton } from './row-action-button.tsx';

type TListTextSuffix =
  | 'title'
  | 'search'
  | 'create'
  | 'edit'
  | 'view'
  | 'actions'
  | 'empty'
  | 'saved'
  | 'deleted'
  | 'deleteConfirm';

type TSearchPrefix = TMessageKey extends infer K ? (K extends `${infer P}.search` ? P : never) : never;

/** A key prefix `p` for which every `p.search`, `p.create`, ... `p.deleteConfirm` message exists. */
export type TListTexts = TSearchPrefix extends infer P extends string
  ? P extends unknown
    ? [`${P}.${TListTextSuffix}`] extends [TMessageKey]
      ? P
      : never
    : never
  : never;

/** What a club list tab gives its create/edit form. */
export type TDrawerFormProps = { readOnly: boolean; onSaved: () => void; onCancel: () => void };

/**
 * A club tab's server-paged list with search, sort, an actions column, delete with confirmation
 * and a create/edit drawer, in a card titled like the Members and Classes tabs' (the create button in
 * its header). Its texts are the i18n keys `${texts}.title`, `.search`, `.create`, `.edit`, `.view`,
 * `.actions`, `.empty`, `.saved`, `.deleted` and `.deleteConfirm`.
 */
export function ClubListTab<T extends object>({
  texts,
  role,
  manageRoles,
  list,
  items,
  editor,
  rowKey,
  columns,
  itemName,
  deleteWarning,
  onDelete,
  editItem,
  editFallback,
  renderForm,
  drawerWidth,
}: {
  texts: TListTexts;
  role: TRole;
  /** Who may create, edit and delete: the feature's `manage` roles from its contract file. */
  manageRoles: readonly TRole[];
  list: Pick<TListState, 'query' | 'setKeyword' | 'pagination' | 'onTableChange'>;
  items: TPageQuery<T>;
  editor: ReturnType<typeof useCmdEditor>;
  rowKey: keyof T & string;
  /** The data columns; the actions column is added after them. */
  columns: TableColumnsType<T>;
  /** The name the delete confirmation asks about. */
  itemName: (item: T) => string;
  /** What deleting the item does besides (members left without it), under the confirmation's question. */
  deleteWarning?: (item: T) => string | undefined;
  onDelete: (item: T, onSuccess: () => void) => void;
  /** The item the drawer edits, once it is known. */
  editItem: T | undefined;
  /** What the drawer shows while there is no `editItem` (loading, an error, not found). */
  editFallback: ReactNode;
  renderForm: (item: T | undefined, props: TDrawerFormProps) => ReactNode;
  drawerWidth?: number;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canEdit = hasRole(role, manageRoles);
  const idOf = (item: T) => Number(item[rowKey]);

  const confirmDelete = (item: T) =>
    modal.confirm({
      title: t(`${texts}.deleteConfirm`, { name: itemName(item) }),
      content: deleteWarning?.(item),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => onDelete(item, () => notifySuccess(t(`${texts}.deleted`))),
    });

  const allColumns: TableColumnsType<T> = [
    ...columns,
    {
      title: t(`${texts}.actions`),
      key: 'actions',
      // Always in sight, as the members list's: on a phone the data columns scroll beneath it.
      fixed: 'right',
      render: (_, item) => (
        <Space size={0}>
          <RowActionButton
            icon={<EditOutlined />}
            label={t(canEdit ? 'common.edit' : `${texts}.view`)}
            onClick={() => editor.openEdit(idOf(item))}
          />
          {canEdit && (
            <RowActionButton
              danger
              icon={<DeleteOutlined />}
              label={t('common.delete')}
              onClick={() => confirmDelete(item)}
            />
          )}
        </Space>
      ),
    },
  ];

  const formProps: TDrawerFormProps = {
    readOnly: !canEdit,
    onSaved: () => {
      notifySuccess(t(`${texts}.saved`));
      editor.close();
    },
    onCancel: editor.close,
  };

  const create = canEdit && (
    <Button type="primary" icon={<PlusOutlined />} onClick={editor.openCreate}>
      {t(`${texts}.create`)}
    </Button>
  );

  return (
    <Card title={t(`${texts}.title`)} extra={create}>
      <Flex vertical gap="middle">
        <ListSearch
          keyword={list.query.keyword}
          onSearch={list.setKeyword}
          placeholder={t(`${texts}.search`)}
        />
        <ListTable<T>
          rowKey={rowKey}
          columns={allColumns}
          list={list}
          query={items}
          emptyText={t(`${texts}.empty`)}
        />
      </Flex>
      <FormDrawer
        open={editor.open}
        title={t(editor.creating ? `${texts}.create` : `${texts}.edit`)}
        onClose={editor.close}
        width={drawerWidth}
      >
        {editor.creating && renderForm(undefined, formProps)}
        {editor.editingId !== undefined &&
          (editItem ? (
            <Fragment key={idOf(editItem)}>{renderForm(editItem, formProps)}</Fragment>
          ) : (
            editFallback
          ))}
      </FormDrawer>
    </Card>
  );
}
