/* What the advisor desk's client pages share: the api client they call (a component test gives the real client over a
 * fake network), the key every query of theirs starts with, and the signed-in advisor or manager they read as. */
import { createContext, useContext } from 'react';
import { api, type Api } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession, type SessionFacts } from '../../../shared/session/session-store';

export const AdvisorClientsApiContext = createContext<Api>(api);

export function useAdvisorClientsApi(): Api {
  return useContext(AdvisorClientsApiContext);
}

/** Every query of the client pages starts with this key, so a change (a note, a saved search) refreshes them. */
export const advisorClientsKey = ['advisorClients'] as const;

/** The advisor's or manager's own session the desk reads as (the active one; the desk is closed in an advisee's). */
export function useDeskViewer(): SessionFacts | undefined {
  return activeSession(useSessions());
}

/** What an operation of the desk answers, by its name (the contract's output, through the typed client). */
export type DeskAnswer<Operation extends keyof Api['advisorClient']> = Api['advisorClient'][Operation] extends (
  ...args: never[]
) => Promise<infer Result>
  ? Result
  : never;

/** Whether the server said there is no such client in the caller's book (404, as for a code nobody has). */
export function isNotInBook(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The field errors of a 400 or 409 answer, by the field's path. */
export function fieldErrorsOf(error: unknown): ReadonlyMap<string, string> {
  if (!(error instanceof ApiError)) return new Map();
  const details: unknown = error.details;
  const list: unknown =
    typeof details === 'object' && details !== null ? Reflect.get(details, 'fieldErrors') : undefined;
  if (!Array.isArray(list)) return new Map();
  return new Map(
    list.flatMap((item: unknown) =>
      typeof item === 'object' && item !== null && typeof Reflect.get(item, 'path') === 'string'
        ? [[String(Reflect.get(item, 'path')), String(Reflect.get(item, 'message'))] as const]
        : [],
    ),
  );
}
