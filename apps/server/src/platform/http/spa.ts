import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { BrandConfig, PublicBrand } from '@portal/contract/brands';
import { escapeHtml } from '../content/html';
import { AppError, isApiPath, pathOf } from './errors';

/** The comment in the web app's index.html that the server replaces with the brand's data block. */
export const brandMarker = '<!--portal-brand-->';
/** The id of the JSON data block holding the brand config; the web app reads and parses it at start. */
export const brandScriptId = 'portal-brand';

/**
 * The folder of the hashed build output (Vite's `build.assetsDir` in apps/web/vite.config.ts). Not `assets`: that is
 * a SPEC §2 route (/assets/portfolio ...), which must open by its address. No SPEC route begins with an underscore.
 */
export const builtFilesFolder = '_build';

/** Hashed build output (/_build/) never changes under the same name. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Unhashed public files (brand logos, icons) may change with a deploy, so they are cached briefly. */
export const staticFileCacheControl = 'public, max-age=3600';
/** index.html, the service worker and the manifest are revalidated on every load. */
export const revalidateCacheControl = 'no-cache';

const alwaysRevalidatedFiles: ReadonlySet<string> = new Set([
  'index.html',
  'sw.js',
  'service-worker.js',
  'manifest.webmanifest',
  'manifest.json',
]);

export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`${builtFilesFolder}/`)) return immutableCacheControl;
  return alwaysRevalidatedFiles.has(relativePath) ? revalidateCacheControl : staticFileCacheControl;
}

const iconTypes: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * The public brand as a JSON data block: the brand and, in a demonstration (ADR 051), `demonstration: true`; `<` is
 * escaped so no text in the config can close the script element.
 */
export function brandScript(brand: BrandConfig, demonstration = false): string {
  const publicBrand: PublicBrand = demonstration ? { ...brand, demonstration: true } : brand;
  const json = JSON.stringify(publicBrand).replaceAll('<', '\\u003c');
  return `<script id="${brandScriptId}" type="application/json">${json}</script>`;
}

/**
 * index.html for one brand: the marker becomes the brand's data block (placed before </head> if the marker is
 * missing), the title becomes the brand's English page title, and the icon link points at the brand's logo.
 */
export function injectBrand(html: string, brand: BrandConfig, demonstration = false): string {
  const script = brandScript(brand, demonstration);
  const withBrand = html.includes(brandMarker)
    ? html.replace(brandMarker, () => script)
    : html.replace(/<\/head>/i, (closing) => `${script}${closing}`);
  const iconType = iconTypes[extname(brand.logo).toLowerCase()];
  return withBrand
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(brand.pageTitle.en)}</title>`)
    .replaceAll(/<link\b[^>]*\brel=["']?(?:shortcut )?icon["']?[^>]*>/gi, (tag) => {
      const withHref = tag.replace(/\bhref=(["'])[^"']*\1/i, () => `href="${escapeHtml(brand.logo)}"`);
      return iconType === undefined ? withHref : withHref.replace(/\btype=(["'])[^"']*\1/i, () => `type="${iconType}"`);
    });
}

export type SpaOptions = {
  readonly webDistDir: string;
  readonly brand: BrandConfig;
  /** PORTAL_DEMONSTRATION=on: the pages show the demonstration marker (ADR 051). */
  readonly demonstration?: boolean;
};

/** The path of a servable file under the root, relative to it; undefined for folders, dotfiles and escapes. */
async function staticFileAt(root: string, urlPath: string): Promise<string | undefined> {
  const segments = urlPath.split('/').filter((segment) => segment !== '');
  const unsafe = segments.some((segment) => segment.startsWith('.') || /[\\\0]/.test(segment));
  if (segments.length === 0 || unsafe) return undefined;
  const absolute = resolve(root, ...segments);
  if (!absolute.startsWith(root + sep)) return undefined;
  try {
    return (await stat(absolute)).isFile() ? segments.join('/') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app: its files with the cache rules above, and index.html (with the brand injected) for
 * every other GET path outside /api, so the client router shows the page or its not-found screen.
 * Unknown /api paths fall through to the not-found handler (JSON 404 or 405).
 */
export async function registerSpa(
  app: FastifyInstance,
  { webDistDir, brand, demonstration = false }: SpaOptions,
): Promise<void> {
  const root = resolve(webDistDir);
  const indexFile = resolve(root, 'index.html');
  const filesAvailable = existsSync(root);
  if (filesAvailable) await app.register(fastifyStatic, { root, serve: false });
  if (!existsSync(indexFile)) {
    app.log.warn(`The web app is not built (no ${indexFile}): run "npm run build". The API works meanwhile.`);
  }

  let rendered: { readonly modifiedAt: number; readonly size: number; readonly html: string } | undefined;
  async function renderedIndex(): Promise<string> {
    let info;
    try {
      info = await stat(indexFile);
    } catch {
      throw AppError.unavailable(
        'The web app is not built yet: run "npm run build" (npm start builds it), then reload. The API works meanwhile.',
      );
    }
    if (rendered === undefined || rendered.modifiedAt !== info.mtimeMs || rendered.size !== info.size) {
      rendered = {
        modifiedAt: info.mtimeMs,
        size: info.size,
        html: injectBrand(await readFile(indexFile, 'utf8'), brand, demonstration),
      };
    }
    return rendered.html;
  }

  app.get('/*', async (request, reply) => {
    const path = pathOf(request);
    if (isApiPath(path)) return reply.callNotFound();
    let decodedPath: string;
    try {
      decodedPath = decodeURIComponent(path);
    } catch {
      throw AppError.badRequest('The request path is not a valid URL.');
    }

    const file = filesAvailable ? await staticFileAt(root, decodedPath) : undefined;
    if (file !== undefined && file !== 'index.html') {
      return reply.header('cache-control', cacheControlFor(file)).sendFile(file, root, { cacheControl: false });
    }
    if (decodedPath.startsWith(`/${builtFilesFolder}/`)) {
      // A missing hashed file is an old page asking for an asset of a previous build: a 404, not index.html.
      throw AppError.notFound(`There is no ${decodedPath} in this build of the web app; reload the page.`);
    }
    const html = await renderedIndex();
    return reply.header('cache-control', revalidateCacheControl).type('text/html; charset=utf-8').send(html);
  });
}
