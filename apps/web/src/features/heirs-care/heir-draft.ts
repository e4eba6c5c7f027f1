// The heir form's state and its checks (packages/contract heirs.ts `newHeirBody`): what the owner typed, the
// problems to show once they tried to continue, and the body sent once confirmed.
import { HEIR_NAME_MAX } from '@heirloom/contract';
import type { Heir, HeirChange, NewHeir } from '../../api/heirs';

export interface HeirDraft {
  /** E.164 once the field holds a valid number (fixed for an heir already named) */
  phone: string | undefined;
  displayName: string;
  scope: 'all' | 'chosen';
  itemIds: string[];
  tell: boolean;
  shareName: boolean;
  ownerName: string;
}

/** `restTaken`: another heir already receives all the other items, so this one starts with chosen ones. */
export const emptyDraft = (restTaken = false): HeirDraft => ({
  phone: undefined,
  displayName: '',
  scope: restTaken ? 'chosen' : 'all',
  itemIds: [],
  tell: true,
  shareName: false,
  ownerName: '',
});

export const draftOf = (heir: Heir): HeirDraft => ({
  phone: heir.phone,
  displayName: heir.displayName,
  scope: heir.scope,
  itemIds: heir.itemIds,
  tell: heir.tell,
  shareName: heir.shareName,
  ownerName: heir.ownerName ?? '',
});

export type HeirProblem = 'phone' | 'displayName' | 'scope' | 'itemIds' | 'ownerName';

/**
 * What keeps the draft from being sent, field by field (empty: ready); `restTaken`: another heir receives all the
 * other items already (the API would refuse a second one, after the step-up).
 */
export function heirProblems(draft: HeirDraft, restTaken = false): Set<HeirProblem> {
  const problems = new Set<HeirProblem>();
  if (draft.scope === 'all' && restTaken) problems.add('scope');
  if (!draft.phone) problems.add('phone');
  const name = draft.displayName.trim();
  if (!name || name.length > HEIR_NAME_MAX) problems.add('displayName');
  if (draft.scope === 'chosen' && draft.itemIds.length === 0) problems.add('itemIds');
  if (draft.shareName && !draft.ownerName.trim()) problems.add('ownerName');
  return problems;
}

/** The fields the API takes for a change (the number is not among them). */
export function changeBody(draft: HeirDraft): HeirChange {
  return {
    displayName: draft.displayName.trim(),
    scope: draft.scope,
    ...(draft.scope === 'chosen' ? { itemIds: draft.itemIds } : {}),
    tell: draft.tell,
    shareName: draft.shareName,
    ...(draft.shareName ? { ownerName: draft.ownerName.trim() } : {}),
  };
}

export function newHeirBody(draft: HeirDraft & { phone: string }): NewHeir {
  return { phone: draft.phone, ...changeBody(draft) };
}
