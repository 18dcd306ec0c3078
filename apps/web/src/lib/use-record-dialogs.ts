import { useState } from 'react';

/**
 * The add and edit dialogs of a back-office list. The add dialog stays mounted, so an unsaved
 * new record waits for the next opening; each opening of the edit dialog starts a fresh form
 * (give the dialog `edit.key`).
 */
export function useRecordDialogs<T extends { id: number }>() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ record: T; session: number } | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  return {
    create: { open: creating, onOpenChange: setCreating },
    openCreate: () => setCreating(true),
    edit: editing && {
      key: `${editing.record.id}-${editing.session}`,
      record: editing.record,
      open: editOpen,
      onOpenChange: setEditOpen,
    },
    openEdit: (record: T) => {
      setEditing((previous) => ({ record, session: (previous?.session ?? 0) + 1 }));
      setEditOpen(true);
    },
  };
}
