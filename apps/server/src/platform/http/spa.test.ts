import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand, portalVariants, type BrandConfig } from '@portal/contract/brands';
import { clientHeaders } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brandMarker, injectBrand } from './spa';

const indexHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" type="image/png" href="/favicon.png">
<title>Portal</title>
${brandMarker}
<script type="module" src="/_build/index-abc123.js"></script>
</head>
<body><div id="root"></div></body>
</html>
`;

function brandIn(html: string): unknown {
  const match = /<script id="portal-brand" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

describe('serving the web app', () => {
  let webDistDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'portal-web-dist-'));
    await mkdir(join(webDistDir, '_build'));
    await mkdir(join(webDistDir, 'brands'));
    await writeFile(join(webDistDir, 'index.html'), indexHtml);
    await writeFile(join(webDistDir, '_build', 'index-abc123.js'), 'console.log("portal");');
    await writeFile(join(webDistDir, 'brands', 'magpie.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(webDistDir, '.env'), 'SECRET=1');
    testApp = await createTestApp({ variant: 'magpie', webDistDir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/users/login',
    '/funds/dashboard',
    '/no/such/page',
    '/index.html',
    // SPEC §2's Assets routes: the build folder is not named after them (it was /assets/, which answered 404).
    '/assets',
    '/assets/portfolio',
    '/assets/holdings',
    '/assets/holdings/add',
    '/assets/holdings/1',
  ])('answers %s with index.html carrying the brand, revalidated on every load', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const magpie = getBrand('magpie');
    expect(brandIn(response.body)).toEqual(magpie);
    expect(response.body).not.toContain(brandMarker);
    expect(response.body).toContain(`<title>${magpie.pageTitle.en.replaceAll('&', '&amp;')}</title>`);
    expect(response.body).toContain(`<link rel="icon" type="image/svg+xml" href="${magpie.logo}">`);
  });

  it('serves hashed files under /_build/ as immutable for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/_build/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("portal");');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other public files with a short cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/brands/magpie.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing hashed asset with 404, not index.html', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/_build/index-old999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('never serves dotfiles or anything outside the build folder', async () => {
    for (const url of ['/.env', '/_build/../.env', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('root:');
    }
  });

  it('keeps /api paths out of the web app: an unknown one is JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('serving the web app before it is built', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers pages with 503 saying to run the build, while the API works', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/users/login' });
    expect(page.statusCode).toBe(503);
    expect(page.json()).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('npm run build') });
    const api = await testApp.app.inject({
      method: 'POST',
      url: '/api/example/alive',
      headers: clientHeaders,
      payload: {},
    });
    expect(api.statusCode).toBe(200);
  });
});

describe('serving the web app of a demonstration (PORTAL_DEMONSTRATION=on)', () => {
  it('tells every page it is a demonstration in the brand it injects, with no extra request', async () => {
    const webDistDir = await mkdtemp(join(tmpdir(), 'portal-web-dist-'));
    await writeFile(join(webDistDir, 'index.html'), indexHtml);
    const testApp = await createTestApp({ webDistDir, env: { PORTAL_DEMONSTRATION: 'on' } });
    try {
      for (const url of ['/users/login', '/funds/dashboard']) {
        const response = await testApp.app.inject({ method: 'GET', url });
        expect(brandIn(response.body)).toEqual({ ...getBrand('demo'), demonstration: true });
      }
    } finally {
      await testApp.close();
      await rm(webDistDir, { recursive: true, force: true });
    }
  });
});

describe('injectBrand', () => {
  const hostile = {
    ...getBrand('demo'),
    pageTitle: { en: 'A</title><script>alert(1)</script>', 'zh-HK': 'x', 'zh-CN': 'x' },
    footer: { en: '</script><script>alert(1)</script>', 'zh-HK': 'x', 'zh-CN': 'x' },
  } satisfies BrandConfig;

  it('escapes < so no text in the brand can close the data block or the title', () => {
    const html = injectBrand(indexHtml, hostile);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>A&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(brandIn(html)).toEqual(hostile);
  });

  it('places the brand before </head> when index.html has no marker', () => {
    const html = injectBrand(indexHtml.replace(brandMarker, ''), getBrand('vademo'));
    expect(brandIn(html)).toEqual(getBrand('vademo'));
  });

  it('says in the data block that the deployment is a demonstration only when it is one (ADR 051)', () => {
    expect(brandIn(injectBrand(indexHtml, getBrand('demo'), true))).toEqual({
      ...getBrand('demo'),
      demonstration: true,
    });
    expect(brandIn(injectBrand(indexHtml, getBrand('demo'), false))).not.toHaveProperty('demonstration');
    expect(brandIn(injectBrand(indexHtml, getBrand('demo')))).toEqual(getBrand('demo'));
  });

  it('gives each of the ten variants its own title and icon', () => {
    const pages = portalVariants.map((variant) => injectBrand(indexHtml, getBrand(variant)));
    expect(new Set(pages.map((page) => /<title>(.*)<\/title>/.exec(page)?.[1])).size).toBe(portalVariants.length);
    expect(new Set(pages.map((page) => /rel="icon"[^>]*href="([^"]+)"/.exec(page)?.[1])).size).toBe(
      portalVariants.length,
    );
  });
});
