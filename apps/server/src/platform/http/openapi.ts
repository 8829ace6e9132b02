import { z } from 'zod';
import { apiErrorSchema, type Operation, type OperationAuth, type Service } from '@portal/contract';

export type JsonSchema = { readonly [keyword: string]: unknown };

type Reference = { readonly $ref: string };

type MediaContent = { readonly 'application/json': { readonly schema: JsonSchema | Reference } };

export type OpenApiParameter = {
  readonly name: string;
  readonly in: 'query';
  readonly required: boolean;
  readonly schema: JsonSchema;
};

export type OpenApiResponse = { readonly description: string; readonly content?: MediaContent };

export type OpenApiOperation = {
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** Who may call it: public, any session, or a minimum rank (SPEC §6). */
  readonly 'x-portal-auth': OperationAuth;
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: { readonly required: boolean; readonly content: MediaContent };
  readonly responses: Readonly<Record<string, OpenApiResponse | Reference>>;
};

export type OpenApiPathItem = { readonly get?: OpenApiOperation; readonly post?: OpenApiOperation };

export type OpenApiDocument = {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string }[];
  readonly tags: readonly { readonly name: string; readonly description: string }[];
  readonly paths: Readonly<Record<string, OpenApiPathItem>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, JsonSchema>>;
    readonly responses: Readonly<Record<string, OpenApiResponse>>;
  };
};

/** The error answers every operation may give, with the meaning ARCHITECTURE §3 assigns to each status. */
export const documentedErrorResponses = {
  '400': {
    name: 'BadRequest',
    description: 'The body is not valid JSON, or the input fails the schema (details.fieldErrors lists each field).',
  },
  '401': { name: 'Unauthenticated', description: 'No session, or the session has expired.' },
  '403': { name: 'Forbidden', description: 'The rank, a brand flag or ownership forbids it.' },
  '404': { name: 'NotFound', description: 'Unknown operation or entity.' },
  '413': { name: 'PayloadTooLarge', description: 'The body is larger than 1 MiB.' },
  '415': { name: 'UnsupportedMediaType', description: 'The body is not sent as application/json.' },
  '422': { name: 'BusinessRule', description: "A business rule said no; code is one of the SPEC's result codes." },
  '429': { name: 'RateLimited', description: 'Too many requests; try again later.' },
  '500': { name: 'Internal', description: 'Unexpected error; logged with the request id given in details.' },
} as const;

type DocumentedStatus = keyof typeof documentedErrorResponses;

/** Statuses that only a request body can cause, so GET operations do not list them. */
const bodyOnlyStatuses: ReadonlySet<string> = new Set<DocumentedStatus>(['413', '415']);

/** A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without the `$schema` line. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

export function describeAuth(auth: OperationAuth): string {
  switch (auth.kind) {
    case 'public':
      return 'Public: no session needed.';
    case 'session':
      return 'Needs a signed-in session.';
    case 'rank':
      return `Needs a signed-in session of rank ${auth.minimumRank} or higher.`;
  }
}

function json(schema: JsonSchema | Reference): MediaContent {
  return { 'application/json': { schema } };
}

function isSchemaMap(value: unknown): value is Readonly<Record<string, JsonSchema>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function queryParameters(input: JsonSchema): OpenApiParameter[] {
  const properties = isSchemaMap(input.properties) ? input.properties : {};
  const required = new Set(Array.isArray(input.required) ? input.required.map(String) : []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function documentOperation(operation: Operation): OpenApiOperation {
  const input = jsonSchemaOf(operation.input, 'input');
  const errorResponses = Object.fromEntries(
    Object.entries(documentedErrorResponses)
      .filter(([status]) => operation.method === 'POST' || !bodyOnlyStatuses.has(status))
      .map(([status, { name }]) => [status, { $ref: `#/components/responses/${name}` }]),
  );
  return {
    operationId: `${operation.service}.${operation.name}`,
    summary: operation.summary,
    description: `${operation.summary}\n\n${describeAuth(operation.auth)}`,
    tags: [operation.service],
    'x-portal-auth': operation.auth,
    ...(operation.method === 'GET'
      ? { parameters: queryParameters(input) }
      : { requestBody: { required: true, content: json(input) } }),
    responses: {
      '200': { description: 'Success.', content: json(jsonSchemaOf(operation.output, 'output')) },
      ...errorResponses,
    },
  };
}

/** The OpenAPI 3.1 document of the given contract services, served at /api/openapi.json. */
export function buildOpenApiDocument(services: readonly Service[]): OpenApiDocument {
  const paths: Record<string, OpenApiPathItem> = {};
  for (const service of services) {
    for (const operation of Object.values(service.operations)) {
      paths[operation.path] = { [operation.method === 'GET' ? 'get' : 'post']: documentOperation(operation) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: '1',
      description:
        'Every operation is POST /api/<service>/<operation> with a JSON body (GET with a query string where declared). ' +
        'Success is 200 with the output; failure is non-200 with {code, message, details?}. Decimals travel as strings.',
    },
    servers: [{ url: '/' }],
    tags: services.map((service) => ({
      name: service.name,
      description: `Operations of the ${service.name} service.`,
    })),
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') },
      responses: Object.fromEntries(
        Object.values(documentedErrorResponses).map(({ name, description }) => [
          name,
          { description, content: json({ $ref: '#/components/schemas/ApiError' }) },
        ]),
      ),
    },
  };
}
