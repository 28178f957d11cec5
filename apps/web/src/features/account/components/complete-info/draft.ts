import { StorageKey } from '@zhuyun/contracts';
import { appStorage } from '../../../../lib/storage';

/** What the dialog keeps between visits when its Save button is pressed: the fields typed so far, and the step. */
export interface CompleteInfoDraft {
  step: 0 | 1;
  values: Record<string, unknown>;
}

export const completeInfoDraft = {
  read: (): CompleteInfoDraft | null => appStorage.get<CompleteInfoDraft>(StorageKey.completeInfoDraft),
  save: (draft: CompleteInfoDraft): void => appStorage.set(StorageKey.completeInfoDraft, draft),
  clear: (): void => appStorage.remove(StorageKey.completeInfoDraft),
};
