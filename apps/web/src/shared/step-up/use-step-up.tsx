// TEMPORARY STUB until the lead's step-up lands on main (replaced at merge).
import type { ReactNode } from 'react';
export function useStepUp(): { dialog: ReactNode; ask: (action: string) => Promise<string | null> } {
  return { dialog: null, ask: () => Promise.resolve('stub-ok') };
}
