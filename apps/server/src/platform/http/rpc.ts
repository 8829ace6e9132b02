import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ActsFor, HttpMethod, Operation, OperationAuth, Service } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { featureOffCode, offers } from '@portal/contract/domain/brand-features';
import { assertActsFor, assertNoPendingGate, assertSameSiteRequest, authorize } from '../identity/access';
import type { Clock } from '../runtime/clock';
import type { Config } from '../runtime/config';
import type { Database } from '../db/db';
import type { EventPublisher } from '../runtime/events';
import { AppError, validationError } from './errors';
import type { MessagingAdapter } from '../../adapters/messaging/messaging-adapter';
import type { PasswordHasher } from '../identity/passwords';
import type { Actor, ActorCache } from '../identity/sessions';

/** What every handler may use besides its input; the same for every request of a server. */
export type ServiceDependencies = {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** Chosen once per server start; example.alive reports it. */
  readonly serverId: string;
  readonly passwords: PasswordHasher;
  /** Delivers SMS and e-mail (one-time passwords); the embedded simulator writes an outbox. */
  readonly messaging: MessagingAdapter;
  /** Publishes domain events inside the transaction of the change that caused them (platform/runtime/events). */
  readonly events: EventPublisher;
  /** Sessions looked up in the last second (platform/identity/sessions); dropped here when a session ends. */
  readonly actorCache: ActorCache;
};

/** What a handler receives with its input: the server's dependencies plus the request it is answering. */
export type OperationContext = ServiceDependencies & {
  readonly request: FastifyRequest;
  /** For cookies: a login sets the session's, a logout clears them. */
  readonly reply: FastifyReply;
  /** The live session the call acts for; undefined on a public operation. */
  readonly actor: Actor | undefined;
  /** The request's logger: every line carries the request id. */
  readonly log: FastifyBaseLogger;
};

/** The implementation of one operation: input parsed by the contract, output checked against it before sending. */
export type OperationHandler<Op extends Operation> = (
  input: z.output<Op['input']>,
  context: OperationContext,
) => Promise<z.input<Op['output']>>;

/** One handler per operation of the service; a missing or extra handler is a type error. */
export type ServiceHandlers<Svc extends Service> = {
  readonly [Name in keyof Svc['operations'] & string]: OperationHandler<Svc['operations'][Name]>;
};

/** A handler with its types erased, as stored once the service is implemented (its input is checked at runtime). */
type BindableHandler = (input: never, context: OperationContext) => Promise<unknown>;

export type ServiceImplementation = {
  readonly service: Service;
  readonly handlers: Readonly<Record<string, BindableHandler>>;
};

/** Pairs a contract service with its handlers, checked by the compiler against the contract's schemas. */
export function implementService<Svc extends Service>(
  service: Svc,
  handlers: ServiceHandlers<Svc>,
): ServiceImplementation {
  return { service, handlers };
}

/** An operation the server answers, as listed by `listBoundOperations`. */
export type BoundOperation = {
  readonly service: string;
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: OperationAuth;
  readonly actsFor: ActsFor | undefined;
};

const boundOperationsByApp = new WeakMap<FastifyInstance, Map<string, BoundOperation>>();

/** Every operation bound on this app, in binding order. */
export function listBoundOperations(app: FastifyInstance): readonly BoundOperation[] {
  return [...(boundOperationsByApp.get(app)?.values() ?? [])];
}

type JsonSchema = z.core.JSONSchema.JSONSchema;
type JsonSchemaItem = z.core.JSONSchema._JSONSchema | z.core.JSONSchema._JSONSchema[] | undefined;

/** A single schema from a JSON Schema position that may also hold `true`/`false` or a tuple list. */
function schemaAt(item: JsonSchemaItem): JsonSchema | undefined {
  return typeof item === 'object' && !Array.isArray(item) ? item : undefined;
}

function typesOf(node: JsonSchema | undefined): readonly string[] {
  if (node === undefined) return [];
  const own = node.type === undefined ? [] : typeof node.type === 'string' ? [node.type] : node.type;
  return [...own, ...(node.anyOf ?? []).flatMap(typesOf)];
}

function coerceQueryValue(value: string, node: JsonSchema | undefined): unknown {
  const types = typesOf(node);
  if ((types.includes('number') || types.includes('integer')) && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if (types.includes('null') && value === 'null') return null;
  return value;
}

/**
 * Turns a query string into the operation's input, led by the input's JSON Schema: numbers and booleans are
 * converted where the schema wants them, an array field takes repeated keys (`?tos=HKD&tos=USD`; a single
 * empty value is the empty list), and anything else stays text for the schema to judge.
 */
export function coerceQueryInput(query: unknown, inputSchema: JsonSchema): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(
    Object.entries(query).map(([key, raw]: [string, unknown]) => {
      const node = schemaAt(inputSchema.properties?.[key]);
      const values = (Array.isArray(raw) ? raw : [raw]).map(String);
      if (typesOf(node).includes('array')) {
        const list = values.length === 1 && values[0] === '' ? [] : values;
        return [key, list.map((value) => coerceQueryValue(value, schemaAt(node?.items)))];
      }
      const single = values.length === 1 ? values[0] : values;
      return [key, typeof single === 'string' ? coerceQueryValue(single, node) : single];
    }),
  );
}

function bindOperation(
  app: FastifyInstance,
  operation: Operation,
  handler: BindableHandler,
  dependencies: ServiceDependencies,
): void {
  const qualifiedName = `${operation.service}.${operation.name}`;
  const querySchema =
    operation.method === 'GET' ? z.toJSONSchema(operation.input, { io: 'input', unrepresentable: 'any' }) : undefined;
  const inputDescription = operation.method === 'GET' ? 'query' : 'request body';
  // The brand is fixed for the life of the server (ADR 004): whether it offers the operation is decided once.
  const { feature } = operation;
  const offered = feature === undefined || offers(getBrand(dependencies.config.portalVariant).flags, feature);

  app.route({
    method: operation.method,
    url: operation.path,
    ...(operation.bodyLimitBytes === undefined ? {} : { bodyLimit: operation.bodyLimitBytes }),
    handler: async (request, reply) => {
      assertSameSiteRequest(request);
      // ADR 018: an operation of a feature the brand lacks does not exist on this portal, as its page does not.
      if (!offered) {
        throw new AppError(404, featureOffCode, `${qualifiedName} is not offered on this portal.`, {
          feature: feature?.name,
        });
      }
      const actor = await authorize(operation.auth, request, dependencies);
      // ADR 020: while a sign-in gate is pending, only what passing it needs is answered.
      if (actor !== undefined && !operation.openDuringGates) await assertNoPendingGate(dependencies.db, actor);
      // An empty POST body (no Content-Type) is the empty object: operations without input take `{}`.
      const raw =
        querySchema !== undefined
          ? coerceQueryInput(request.query, querySchema)
          : request.body === undefined
            ? {}
            : request.body;
      const input = operation.input.safeParse(raw);
      if (!input.success) throw validationError(input.error, inputDescription, raw);
      await assertActsFor(dependencies.db, operation.actsFor, input.data, actor);

      // The input was parsed by this operation's own schema, which is the type the handler was written for.
      const result = await handler(input.data as never, { ...dependencies, request, reply, actor, log: request.log });

      const output = operation.output.safeParse(result);
      if (!output.success) {
        throw new Error(
          `${qualifiedName} returned output that does not match its contract: ${z.prettifyError(output.error)}`,
        );
      }
      return output.data;
    },
  });
}

/** Binds every operation of each implemented service at its contract path, and records it as bound. */
export function bindServices(
  app: FastifyInstance,
  implementations: readonly ServiceImplementation[],
  dependencies: ServiceDependencies,
): void {
  const registry = boundOperationsByApp.get(app) ?? new Map<string, BoundOperation>();
  boundOperationsByApp.set(app, registry);
  for (const { service, handlers } of implementations) {
    for (const operation of Object.values(service.operations)) {
      const handler = handlers[operation.name];
      if (handler === undefined) throw new Error(`${service.name}.${operation.name} has no handler.`);
      if (registry.has(operation.path)) throw new Error(`${operation.path} is bound twice.`);
      bindOperation(app, operation, handler, dependencies);
      const { name, method, path, auth, actsFor } = operation;
      registry.set(path, { service: service.name, name, method, path, auth, actsFor });
    }
  }
}

/** Fails the start when the contract declares an operation the server does not answer. */
export function assertEveryOperationBound(app: FastifyInstance, services: readonly Service[]): void {
  const bound = new Set(listBoundOperations(app).map((operation) => operation.path));
  const missing = services
    .flatMap((service) => Object.values(service.operations))
    .filter((operation) => !bound.has(operation.path))
    .map((operation) => `${operation.service}.${operation.name}`);
  if (missing.length > 0) {
    throw new Error(`The contract declares operations the server does not implement: ${missing.join(', ')}.`);
  }
}
