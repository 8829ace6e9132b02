// @vitest-environment jsdom
// The dialog sanitises with DOMPurify, which needs a DOM (ADR 023); this component test runs in jsdom.
import { MantineProvider, Modal, createTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { languages, type Language } from '@portal/contract/domain/language';
import { queryClient } from '../api/query-client';
import { createTranslator } from '../i18n/translator';
import { shellEnglish } from '../i18n/shell-translations';
import { shellZhCN } from '../i18n/shell-translations-zh-cn';
import { shellZhHK } from '../i18n/shell-translations-zh-hk';
import { translationGaps } from '../i18n/translations';
import { I18nContext } from '../i18n/use-translation';
import { PreferencesContext } from '../preferences/preferences-context';
import { createPreferencesStore } from '../preferences/preferences-store';
import { createExpiringStorage } from '../storage/expiring-storage';
import { MemoryStorage } from '../storage/memory-storage';
import { legalEnglish } from './i18n';
import { legalZhCN } from './i18n-zh-cn';
import { legalZhHK } from './i18n-zh-hk';
import { LegalAgreementDialog, LegalAgreementDialogView } from './legal-agreement-dialog';
import type { LegalAgreementDialogState } from './legal-agreement-dialog';
import { LegalAgreementLink } from './legal-agreement-link';
import linkSource from './legal-agreement-link.tsx?raw';

// A server render has no document to put a portal in: the modal renders in place, which is all that differs.
const theme = createTheme({ components: { Modal: Modal.extend({ defaultProps: { withinPortal: false } }) } });

/** The label of a Mantine Button, as rendered. */
function button(label: string): string {
  return `mantine-Button-label">${label}</span>`;
}

/** Renders with the portal's contexts (Mantine's only when asked) and the texts of the 'shell' and 'legal' namespaces. */
async function render(ui: ReactNode, language: Language = 'en', withMantine = true): Promise<string> {
  const texts = {
    en: { shell: shellEnglish, legal: legalEnglish },
    'zh-HK': { shell: shellZhHK, legal: legalZhHK },
    'zh-CN': { shell: shellZhCN, legal: legalZhCN },
  };
  const translator = createTranslator(texts.en, language, async (translated, namespace) =>
    namespace === 'shell' || namespace === 'legal' ? texts[translated][namespace] : {},
  );
  await translator.ready;
  const preferences = createPreferencesStore(createExpiringStorage(new MemoryStorage()));
  preferences.setLanguage(language);
  return renderToStaticMarkup(
    <I18nContext value={translator}>
      <PreferencesContext value={preferences}>
        {withMantine ? (
          <MantineProvider theme={theme} forceColorScheme="light">
            {ui}
          </MantineProvider>
        ) : (
          ui
        )}
      </PreferencesContext>
    </I18nContext>,
  );
}

const hostileAgreement = {
  type: 'privacyPolicy',
  title: 'Privacy Policy of Demo Securities & Wealth',
  content:
    '<h2>1. Data we collect</h2><script>alert("stolen")</script><p onclick="steal()">Your <strong>name</strong>.</p>' +
    '<ul><li><a href="javascript:alert(1)">Contact</a></li><li><a href="https://www.pcpd.org.hk">PCPD</a></li></ul>',
} as const;

function view(state: LegalAgreementDialogState): ReactNode {
  return <LegalAgreementDialogView opened onClose={() => undefined} fallbackTitle="Privacy Policy" state={state} />;
}

describe('the legal agreement dialog', () => {
  afterEach(() => queryClient.clear());

  it('shows the agreement title and its content sanitised: no script, no javascript: link, no handler', async () => {
    const markup = await render(view({ status: 'loaded', agreement: hostileAgreement }));
    expect(markup).toContain('role="dialog"');
    expect(markup).toContain('Privacy Policy of Demo Securities &amp; Wealth</h2>');
    expect(markup).toContain('<h2>1. Data we collect</h2><p>Your <strong>name</strong>.</p>');
    expect(markup).toContain('<li><a>Contact</a></li><li><a href="https://www.pcpd.org.hk">PCPD</a></li>');
    expect(markup).not.toMatch(/<script|alert|javascript:|onclick/);
    expect(markup).toContain(button('Close'));
    expect(markup).toContain('aria-label="Close"'); // the corner button
  });

  it('says it is loading while the agreement is on its way, under the name of the type', async () => {
    const markup = await render(view({ status: 'loading' }));
    expect(markup).toContain('Privacy Policy</h2>');
    expect(markup).toMatch(/role="status"[^>]*>.*Loading the document…/);
  });

  it('says the document could not be loaded and offers to try again', async () => {
    const markup = await render(view({ status: 'failed', retrying: false, onRetry: () => undefined }));
    expect(markup).toMatch(
      /role="alert"[^>]*>The document could not be loaded\. Check your connection and try again\./,
    );
    expect(markup).toContain(button('Try again'));
  });

  it('says so when the brand has no agreement of the type', async () => {
    const markup = await render(view({ status: 'loaded', agreement: undefined }));
    expect(markup).toContain('This document is not available at the moment.');
  });

  it('speaks the display language', async () => {
    const markup = await render(view({ status: 'failed', retrying: false, onRetry: () => undefined }), 'zh-HK');
    expect(markup).toContain('未能載入文件');
    expect(markup).toContain(button('重試'));
    expect(markup).toContain(button('關閉'));
  });

  it('shows the agreement of the requested type fetched in the display language, sanitised', async () => {
    queryClient.setQueryData(
      ['legalAgreement', 'searchLegalAgreements', { types: ['privacyPolicy'], language: 'zh-CN' }],
      {
        legalAgreements: [{ ...hostileAgreement, title: '隐私政策' }],
      },
    );
    const markup = await render(
      <LegalAgreementDialog type="privacyPolicy" opened onClose={() => undefined} />,
      'zh-CN',
    );
    expect(markup).toContain('隐私政策</h2>');
    expect(markup).toContain('<h2>1. Data we collect</h2>');
    expect(markup).not.toMatch(/<script|javascript:/);
    expect(markup).toContain(button('关闭'));
  });
});

describe("the 'legal' texts", () => {
  it('have every key in all three languages, and no extra or empty text', () => {
    expect(translationGaps({ legal: { en: legalEnglish, 'zh-HK': legalZhHK, 'zh-CN': legalZhCN } }, languages)).toEqual(
      [],
    );
  });
});

describe('the legal agreement link', () => {
  it('is a plain button named after the agreement type unless given its own text', async () => {
    // Rendered without Mantine's provider: the link needs none of it.
    expect(await render(<LegalAgreementLink type="termsAndConditions" />, 'en', false)).toMatch(
      /^<button type="button" class="[^"]*" aria-haspopup="dialog">Terms and Conditions<\/button>$/,
    );
    expect(await render(<LegalAgreementLink type="privacyPolicy" />, 'zh-HK', false)).toContain('>私隱政策</button>');
    expect(await render(<LegalAgreementLink type="privacyPolicy">Privacy</LegalAgreementLink>, 'en', false)).toContain(
      '>Privacy</button>',
    );
  });

  it('keeps Mantine components, the dialog and the api client out of the first load', () => {
    const staticImports = [...linkSource.matchAll(/^import\s(?!type\b)[^;]*?from '([^']+)'/gm)].map(
      (match) => match[1],
    );
    expect(staticImports).not.toContain('@mantine/core');
    expect(staticImports.filter((path) => path?.includes('api') || path?.includes('dialog'))).toEqual([]);
    expect(linkSource).toContain("import('./legal-agreement-dialog')");
  });
});
