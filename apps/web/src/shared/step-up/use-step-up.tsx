import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { StepUpAction } from '@portal/contract/domain/step-up';
import { api, type Api } from '../api/api-client';
import { StepUpDialog } from './step-up-dialog';

export type StepUp = {
  /** Render it once in the page: the dialog, shown while a step-up is asked for. */
  readonly dialog: ReactNode;
  /** Opens the dialog for `action`; resolves with the grant's token, or null when the person cancels. */
  readonly ask: (action: StepUpAction) => Promise<string | null>;
};

/**
 * Step-up before a sensitive action (ADR 036):
 *
 *   const stepUp = useStepUp();
 *   const token = await stepUp.ask('contactChange');
 *   if (token === null) return;
 *   await client.accountProfile.requestChange({ ..., stepUpToken: token });
 *
 * The page renders `{stepUp.dialog}` and names the 'stepUp' namespace in its route's withLazyTexts.
 */
export function useStepUp(client: Api = api): StepUp {
  const [action, setAction] = useState<StepUpAction | null>(null);
  const [asked, setAsked] = useState(0);
  const pending = useRef<((token: string | null) => void) | null>(null);

  const settle = useCallback((token: string | null) => {
    const resolve = pending.current;
    pending.current = null;
    setAction(null);
    resolve?.(token);
  }, []);

  const ask = useCallback((wanted: StepUpAction) => {
    // A second ask while one is open cancels the first.
    pending.current?.(null);
    return new Promise<string | null>((resolve) => {
      pending.current = resolve;
      setAsked((count) => count + 1);
      setAction(wanted);
    });
  }, []);

  const dialog = (
    <StepUpDialog
      key={asked}
      action={action}
      client={client}
      onConfirmed={(token) => settle(token)}
      onCancel={() => settle(null)}
    />
  );
  return { dialog, ask };
}
