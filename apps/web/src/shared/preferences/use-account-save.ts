import { useCallback, useRef, useState } from 'react';

/** Where saving a preference to the account stands: nothing pending, on its way, or failed (with a retry). */
export type AccountSaveState = 'idle' | 'saving' | 'failed';

/**
 * The state of saving one preference to the account; only the latest save of the field decides it (an older answer
 * arriving late does not overwrite a newer choice's state). `track(undefined)` is a change kept on this device only.
 */
export function useAccountSave() {
  const [state, setState] = useState<AccountSaveState>('idle');
  const latest = useRef(0);
  const track = useCallback((saving: Promise<unknown> | undefined) => {
    latest.current += 1;
    const attempt = latest.current;
    if (saving === undefined) {
      setState('idle');
      return;
    }
    setState('saving');
    saving.then(
      () => {
        if (attempt === latest.current) setState('idle');
      },
      () => {
        if (attempt === latest.current) setState('failed');
      },
    );
  }, []);
  return { state, track };
}
