import type { ReactNode } from 'react';

/** Stand-in for shared/step-up's useStepUp until the lead's "Step-up grants" lands on main (replaced at the merge). */
export function useStepUp(): { dialog: ReactNode; ask: (action: 'contactChange') => Promise<string | null> } {
  return { dialog: null, ask: async () => 'test-step-up' };
}
