import type { z } from 'zod';
import { services, wireErrorCodes } from '@portal/contract';
import type { Operation, OperationInput, OperationOutput, Services } from '@portal/contract';
import { actingAccount, actingAccountHeaders } from './acting-account';
import type { ActingAccount } from './acting-account';
import { apiErrorOf } from './api-error';
import { reportGateRefusal } from './gate-refusals';

export type CallOptions = {
  readonly signal?: AbortSignal;
  /**
   * The session this call acts for, when it is not the active one (the switcher logs out an account it does not
   * show, an advisor opens an advisee session from the advisee's): by default the active session's.
   */
  readonly actingFor?: ActingAccount;
};

type Call<Op> = Op extends Operation
  ? (input: OperationInput<Op>, options?: CallOptions) => Promise<OperationOutput<Op>>
  : never;

type ServiceByName = { [S in Services[number] as S['name']]: S };

/** The typed client of every operation the contract declares: `api.<service>.<operation>(input)`. */
export type Api = {
  readonly [Name in keyof ServiceByName]: {
    readonly [OperationName in keyof ServiceByName[Name]['operations']]: Call<
      ServiceByName[Name]['operations'][OperationName]
    >;
  };
};

/** Operations called without cookies: the keep-alive (SPEC §7). */
const withoutCredentials: ReadonlySet<string> = new Set(['/api/example/alive']);

/** The header every call carries; a form on another site cannot send it (ARCHITECTURE §5). */
export const clientHeader = { name: 'x-portal-client', value: 'web' } as const;

/** A GET operation's input as query parameters: arrays repeat the key, other values are written as text. */
export function toQuery(input: unknown): string {
  const query = new URLSearchParams();
  if (typeof input === 'object' && input !== null) {
    for (const [key, value] of Object.entries(input)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type SessionReplacedListener = (session: ActingAccount) => void;
const sessionReplacedListeners = new Set<SessionReplacedListener>();

/**
 * Hears of every call refused because its session was ended by a newer sign-in of the same account in another
 * browser or on another device (401 SESSION_REPLACED), with the session the call acted for; answers the unsubscribe.
 * The session supervision signs that session out here and says why.
 */
export function onSessionReplaced(listener: SessionReplacedListener): () => void {
  sessionReplacedListeners.add(listener);
  return () => sessionReplacedListeners.delete(listener);
}

/** Calls one operation: POST with a JSON body, or GET with the input as query parameters. */
export async function callOperation<I extends z.ZodType, O extends z.ZodType>(
  fetcher: typeof fetch,
  operation: Operation<string, string, I, O>,
  input: z.input<I>,
  options: CallOptions = {},
): Promise<z.output<O>> {
  const isGet = operation.method === 'GET';
  const headers: Record<string, string> = { accept: 'application/json', [clientHeader.name]: clientHeader.value };
  if (!isGet) headers['content-type'] = 'application/json';
  const acting = options.actingFor ?? actingAccount();
  if (acting) {
    headers[actingAccountHeaders.accountCode] = acting.accountCode;
    headers[actingAccountHeaders.source] = acting.source;
  }
  const response = await fetcher(isGet ? `${operation.path}${toQuery(input)}` : operation.path, {
    method: operation.method,
    headers,
    body: isGet ? undefined : JSON.stringify(input),
    credentials: withoutCredentials.has(operation.path) ? 'omit' : 'include',
    signal: options.signal,
  });
  const body = await readJson(response);
  if (response.status !== 200) {
    const error = apiErrorOf(response.status, response.statusText, body);
    if (error.code === wireErrorCodes.sessionReplaced && acting) {
      for (const listener of sessionReplacedListeners) listener(acting);
    }
    reportGateRefusal(error, acting);
    throw error;
  }
  return operation.output.parse(body);
}

/** Builds the `api` object from the contract's services; nobody writes an API path by hand. */
export function createApi(fetcher: typeof fetch = (...args) => fetch(...args)): Api {
  return Object.fromEntries(
    services.map((service) => [
      service.name,
      Object.fromEntries(
        Object.values(service.operations).map((operation: Operation) => [
          operation.name,
          (input: unknown, options?: CallOptions) => callOperation(fetcher, operation, input, options),
        ]),
      ),
    ]),
  ) as Api; // Object.fromEntries loses the key types; the loops above build exactly the Api shape from `services`.
}

export const api: Api = createApi();
