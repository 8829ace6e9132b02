import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument, OpenApiOperation } from './openapi';
import { escapeHtml } from '../content/html';
import { describeAuth, documentedErrorResponses } from './openapi';

export const openApiPath = '/api/openapi.json';
export const apiDocsPath = '/api/docs';

function formatted(value: unknown): string {
  return `<pre><code>${escapeHtml(JSON.stringify(value, null, 2))}</code></pre>`;
}

type DocumentedOperation = {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly operation: OpenApiOperation;
};

function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) => [
    ...(item.get === undefined ? [] : [{ method: 'GET' as const, path, operation: item.get }]),
    ...(item.post === undefined ? [] : [{ method: 'POST' as const, path, operation: item.post }]),
  ]);
}

function anchorOf(operation: OpenApiOperation): string {
  return `operation-${operation.operationId.replaceAll(/[^A-Za-z0-9_-]/g, '-')}`;
}

function requestSection({ method, operation }: DocumentedOperation): string {
  if (method === 'GET') {
    const parameters = operation.parameters ?? [];
    return `<h4>Query parameters</h4>${parameters.length === 0 ? '<p>None.</p>' : formatted(parameters)}`;
  }
  return `<h4>Request body (application/json)</h4>${formatted(operation.requestBody?.content['application/json'].schema)}`;
}

function successSchema(operation: OpenApiOperation): unknown {
  const success = operation.responses['200'];
  return success !== undefined && 'content' in success ? success.content?.['application/json'].schema : undefined;
}

function errorStatuses(operation: OpenApiOperation): string {
  return Object.keys(operation.responses)
    .filter((status) => status !== '200')
    .join(', ');
}

function renderOperation(documented: DocumentedOperation): string {
  const { method, path, operation } = documented;
  return `<article class="operation" id="${anchorOf(operation)}">
  <h3><span class="method method-${method.toLowerCase()}">${method}</span> <code>${escapeHtml(path)}</code></h3>
  <p class="summary">${escapeHtml(operation.summary)}</p>
  <dl>
    <dt>Operation</dt><dd><code>${escapeHtml(operation.operationId)}</code></dd>
    <dt>Auth</dt><dd>${escapeHtml(describeAuth(operation['x-portal-auth']))}</dd>
    <dt>Errors</dt><dd>${escapeHtml(errorStatuses(operation))} (see <a href="#errors">Errors</a>)</dd>
  </dl>
  ${requestSection(documented)}
  <h4>Response 200 (application/json)</h4>
  ${formatted(successSchema(operation))}
</article>`;
}

const styles = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --panel: #f6f8fa; --line: #d1d9e0;
  --get: #1a7f37; --post: #0969da; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #161b22;
  --line: #3d444d; --get: #3fb950; --post: #4493f8; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg);
  background: var(--bg); }
main { max-width: 960px; margin: 0 auto; padding: 24px 16px 64px; }
h1 { font-size: 28px; margin: 0 0 8px; }
h2 { font-size: 22px; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
h3 { font-size: 17px; margin: 0 0 6px; }
h4 { font-size: 14px; margin: 16px 0 6px; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
a { color: var(--post); }
code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
pre { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 12px; overflow: auto; }
.lead { color: var(--muted); }
.operation { border: 1px solid var(--line); border-radius: 8px; padding: 16px; margin: 16px 0; }
.method { display: inline-block; min-width: 52px; text-align: center; border-radius: 4px; padding: 1px 6px;
  color: #ffffff; font-size: 13px; font-weight: 600; }
.method-get { background: var(--get); }
.method-post { background: var(--post); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 8px 0; }
dt { color: var(--muted); }
dd { margin: 0; }
nav ul { padding-left: 20px; }
`;

/** The readable API reference at /api/docs, rendered on the server from the OpenAPI document (no script). */
export function renderApiReference(document: OpenApiDocument): string {
  const operations = operationsOf(document);
  const sections = document.tags.map((tag) => {
    const members = operations.filter(({ operation }) => operation.tags.includes(tag.name));
    return {
      tag,
      toc: `<li><a href="#service-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a><ul>${members
        .map(({ operation }) => `<li><a href="#${anchorOf(operation)}">${escapeHtml(operation.operationId)}</a></li>`)
        .join('')}</ul></li>`,
      body: `<section id="service-${escapeHtml(tag.name)}"><h2>${escapeHtml(tag.name)}</h2>
<p class="lead">${escapeHtml(tag.description)}</p>
${members.map(renderOperation).join('\n')}</section>`,
    };
  });
  const errorRows = Object.entries(documentedErrorResponses)
    .map(([status, { description }]) => `<dt>${status}</dt><dd>${escapeHtml(description)}</dd>`)
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)} reference</h1>
<p class="lead">${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="${openApiPath}">${openApiPath}</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<nav><h2>Services</h2><ul>${sections.map((section) => section.toc).join('')}</ul></nav>
${sections.map((section) => section.body).join('\n')}
<section id="errors"><h2>Errors</h2>
<p>Every failure answers a non-200 status with this body:</p>
${formatted(document.components.schemas.ApiError)}
<dl>${errorRows}</dl>
<p>A wrong method on an operation path answers 405 with an Allow header.</p>
</section>
</main>
</body>
</html>
`;
}

/** Serves the OpenAPI document and its HTML reference, both built once at start. */
export function registerApiDocs(app: FastifyInstance, document: OpenApiDocument): void {
  const documentJson = JSON.stringify(document);
  const referenceHtml = renderApiReference(document);
  app.get(openApiPath, async (_request, reply) => reply.type('application/json; charset=utf-8').send(documentJson));
  app.get(apiDocsPath, async (_request, reply) => reply.type('text/html; charset=utf-8').send(referenceHtml));
}
