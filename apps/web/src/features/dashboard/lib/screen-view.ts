import { ScreenText } from '@zhuyun/contracts';

export type ScreenView = 'design' | 'construction' | 'committee';

/** spec-2 §2.1: 5 or 3 design-unit view, 4 construction-unit view, anything else (none included) committee view. */
export function screenViewOf(companyType: number | null | undefined): ScreenView {
  if (companyType === 3 || companyType === 5) return 'design';
  if (companyType === 4) return 'construction';
  return 'committee';
}

/** The construction-unit variant carries the business-console title; the others the supervision platform's. */
export function screenTitle(view: ScreenView): string {
  return view === 'construction' ? ScreenText.constructionTitle : ScreenText.committeeTitle;
}
