/**
 * A club tab's create/edit drawer kept in the URL's command segment ('create' or an item id),
 * so a reload or a shared link reopens it.
 */
export function useCmdEditor(cmd: string | undefined, onCmdChange: (cmd?: string) => void) {
  const id = cmd && /^\d+$/.test(cmd) ? Number(cmd) : undefined;
  return {
    open: cmd === 'create' || id !== undefined,
    creating: cmd === 'create',
    editingId: id,
    openCreate: () => onCmdChange('create'),
    openEdit: (itemId: number) => onCmdChange(String(itemId)),
    close: () => onCmdChange(undefined),
  };
}
