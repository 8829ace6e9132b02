/* What the other-asset pages share: the api client they call, the account they act for, their query keys, the
 * browser's check of what a form holds (the server checks it again) and the server's field refusals by field. */
import { createContext, useContext } from 'react';
import { isPlainDecimal } from '@portal/contract/domain/decimal-value';
import { isRealCalendarDay } from '@portal/contract/domain/date-format';
import { api, type Api } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';

/** The api client the pages call: the real one, or in a component test the real client over a fake network. */
export const AssetsApiContext = createContext<Api>(api);

export function useAssetsApi(): Api {
  return useContext(AssetsApiContext);
}

export type AssetAccount = { readonly accountCode: string; readonly source: 'gateway' | 'fos' };

/** The signed-in account the pages act for (undefined while signing out). */
export function useAssetAccount(): AssetAccount | undefined {
  const session = activeSession(useSessions());
  return session ? { accountCode: session.accountCode, source: session.source } : undefined;
}

/** Every query of the area starts with this key, so a change refreshes them all. */
export const assetQueryKey = ['assetHolding'] as const;

/** Why a figure a client typed cannot be sent, as a key of form.errors, or undefined when it can. */
export function figureProblem(
  text: string,
  decimals: number,
  required: boolean,
): { key: 'required' | 'number' | 'decimals'; decimals?: number } | undefined {
  const written = text.trim();
  if (written === '') return required ? { key: 'required' } : undefined;
  if (!isPlainDecimal(written)) return { key: 'number' };
  const fraction = written.split('.')[1] ?? '';
  if (fraction.length > decimals) return { key: 'decimals', decimals };
  return undefined;
}

/** Why a day cannot be sent: not a day, in the future, or before another it must not precede. */
export function dayProblem(
  day: string,
  today: string,
  options: { readonly required: boolean; readonly notBefore?: string | undefined },
): 'required' | 'date' | 'futureDate' | 'beforePurchase' | undefined {
  if (day === '') return options.required ? 'required' : undefined;
  if (!isRealCalendarDay(day)) return 'date';
  if (day > today) return 'futureDate';
  if (options.notBefore !== undefined && options.notBefore !== '' && day < options.notBefore) return 'beforePurchase';
  return undefined;
}

/** The fields a server refusal names (400 with fieldErrors), by the field's last path part ('holding.value' → value). */
export function refusedFields(error: unknown): ReadonlySet<string> {
  if (!(error instanceof ApiError) || error.status !== 400) return new Set();
  const details = error.details;
  if (typeof details !== 'object' || details === null) return new Set();
  const fieldErrors: unknown = Reflect.get(details, 'fieldErrors');
  if (!Array.isArray(fieldErrors)) return new Set();
  return new Set(
    fieldErrors.flatMap((fieldError: unknown) => {
      const path: unknown =
        typeof fieldError === 'object' && fieldError !== null ? Reflect.get(fieldError, 'path') : '';
      if (typeof path !== 'string') return [];
      const parts = path.split('.');
      // attachments.0 names the attachment field.
      return [parts[0] === 'attachments' ? 'attachment' : (parts.at(-1) ?? path)];
    }),
  );
}

/** Whether the error is the server's answer that there is no such holding (missing, or another client's). */
export function isMissingHolding(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
