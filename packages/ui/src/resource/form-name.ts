import { useId } from 'react';

/**
 * A form's own name. antd gives a field the id `<form name>_<field>` (the bare field name in a form without one), so two
 * forms of a page with a field of the same name (the search form's and the dialog's `search`, two lists' `obs_id`)
 * would share an id: a label would name the wrong input. React's useId makes each form's name unique on the page.
 */
export function useFormName(kind: string): string {
  return `${kind}${useId().replace(/[^A-Za-z0-9]/g, '')}`;
}
