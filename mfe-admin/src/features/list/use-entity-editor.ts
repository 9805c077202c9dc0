import { useState } from 'react';
import { useNotify, type UploadProgress } from 'shared-contracts';
import { ADMIN_ERRORS, ADMIN_TEXT } from 'shared-contracts/admin-text';
import { useAccessDenied } from '../frame/admin-access';
import { serverRefusalOf } from '../../shared/server-response';
import type { EntityListConfig, FormMode } from './types';

interface Editor<D> {
  mode: FormMode;
  draft: D;
}

/**
 * State of the Add/Edit modal of a list screen: opening (Add asks for LastID + 1), the draft, the
 * saving flag that blocks closing, the upload's progress (percent, null when none is reported) and
 * the success and failure notifications of a save.
 */
export function useEntityEditor<T, D>(config: EntityListConfig<T, D>) {
  const { form } = config;
  const saveDraft = form.useSave();
  const text = ADMIN_TEXT[config.entity];
  const accessDenied = useAccessDenied();
  const notify = useNotify();
  const [editor, setEditor] = useState<Editor<D> | null>(null);
  const [opening, setOpening] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const openAdd = async () => {
    let draft = form.blank();
    if (form.lastId) {
      setOpening(true);
      try {
        const response = await form.lastId();
        const last = Number(response?.LastID);
        if (Number.isFinite(last)) draft = form.withId(draft, last + 1);
        else notify.error(ADMIN_ERRORS.lastId);
      } catch (error) {
        if (accessDenied(error)) return;
        notify.error(ADMIN_ERRORS.lastId);
      } finally {
        setOpening(false);
      }
    }
    setFormError(undefined);
    setFieldErrors({});
    setEditor({ mode: 'add', draft });
  };

  const openEdit = (row: T) => {
    setFormError(undefined);
    setFieldErrors({});
    setEditor({ mode: 'edit', draft: form.fromRow(row) });
  };

  const change = (draft: D) => {
    setEditor((current) => (current ? { ...current, draft } : current));
    // Once shown, the messages follow the fields: a corrected one goes away as it is typed.
    setFieldErrors((shown) =>
      Object.keys(shown).length > 0 && form.check ? form.check(draft) : shown,
    );
  };

  const close = () => {
    if (!saving) setEditor(null);
  };

  const save = async () => {
    if (!editor || saving) return;
    const errors = form.check?.(editor.draft) ?? {};
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    setFormError(undefined);
    try {
      // A successful save refreshes the list through the cache's tags.
      const response = await saveDraft(editor.mode, editor.draft, {
        onUploadProgress: ({ loaded, total }: UploadProgress) => {
          if (total) setProgress(Math.round((loaded / total) * 100));
        },
      });
      if (response?.status === 'success') {
        notify.success(editor.mode === 'add' ? text.added : text.updated);
        setEditor(null);
      } else {
        notify.error(text.saveError);
        setFormError(response?.message);
      }
    } catch (error) {
      if (accessDenied(error)) return;
      notify.error(text.saveError);
      setFormError(serverRefusalOf(error));
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  return {
    editor,
    opening,
    saving,
    progress,
    formError,
    fieldErrors,
    openAdd,
    openEdit,
    change,
    close,
    save,
  };
}
