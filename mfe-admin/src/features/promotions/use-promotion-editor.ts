import { useCallback, useState } from 'react';
import { useNotify, type Promotion } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { useAddPromotionMutation, useUpdatePromotionMutation } from '../../api';
import { useAccessDenied } from '../frame/admin-access';
import type { FormMode } from '../list/types';
import { serverRefusalOf } from '../../shared/server-response';
import {
  blankPromotion,
  promotionBodyOf,
  promotionDraftOf,
  promotionErrors,
  type PromotionDraft,
} from './promotion-draft';
import { PROMOTION_TEXT } from './texts';

interface Editor {
  mode: FormMode;
  /** The code as saved, for the title while its field is being changed. */
  code: string;
  draft: PromotionDraft;
}

/**
 * The Add/Edit dialog of the promotions list: the draft, its check against the api's schema and
 * the save. A refused save keeps the dialog and everything typed, with the reason in the dialog
 * only (a toast over it would say the same twice).
 */
export function usePromotionEditor() {
  const notify = useNotify();
  const accessDenied = useAccessDenied();
  const [add] = useAddPromotionMutation();
  const [update] = useUpdatePromotionMutation();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  /** Counts the saves the check kept back, so the dialog can take focus to the first message. */
  const [refusedChecks, setRefusedChecks] = useState(0);

  // Stable, so the list's columns (which hold Edit) are not rebuilt on every keystroke.
  const open = useCallback((next: Editor) => {
    setFormError(undefined);
    setFieldErrors({});
    setEditor(next);
  }, []);
  const openAdd = useCallback(
    () => open({ mode: 'add', code: '', draft: blankPromotion() }),
    [open],
  );
  const openEdit = useCallback(
    (promotion: Promotion) =>
      open({ mode: 'edit', code: promotion.Code, draft: promotionDraftOf(promotion) }),
    [open],
  );

  const change = (draft: PromotionDraft) => {
    setEditor((current) => (current ? { ...current, draft } : current));
    // Once shown, the messages follow the fields: a corrected one goes away as it is typed.
    setFieldErrors((shown) => (Object.keys(shown).length > 0 ? promotionErrors(draft) : shown));
  };

  const close = () => {
    if (!saving) setEditor(null);
  };

  const save = async () => {
    if (!editor || saving) return;
    const errors = promotionErrors(editor.draft);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setRefusedChecks((count) => count + 1);
      return;
    }
    setSaving(true);
    setFormError(undefined);
    const body = promotionBodyOf(editor.draft);
    try {
      // A successful save refreshes the list through the cache's tags.
      const response = await settle(
        editor.mode === 'add'
          ? add(body)
          : update({ ...body, PromotionID: editor.draft.PromotionID ?? 0 }),
      );
      if (response?.status === 'success') {
        notify.success(editor.mode === 'add' ? PROMOTION_TEXT.added : PROMOTION_TEXT.saved);
        setEditor(null);
      } else {
        setFormError(response?.message || PROMOTION_TEXT.saveFailed);
      }
    } catch (error) {
      if (accessDenied(error)) return;
      setFormError(serverRefusalOf(error) ?? PROMOTION_TEXT.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return {
    editor,
    saving,
    formError,
    fieldErrors,
    refusedChecks,
    openAdd,
    openEdit,
    change,
    close,
    save,
  };
}
