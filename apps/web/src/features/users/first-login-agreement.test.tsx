// @vitest-environment jsdom
// The agreement is sanitised with DOMPurify, which needs a DOM (ADR 023); this component test runs in jsdom.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LegalAgreement } from '@portal/contract';
import type { Language } from '@portal/contract/domain/language';
import { loadTexts } from '../../app/i18n-resources';
import { allEnglishTexts } from '../../app/i18n-resources-all';
import { createTranslator } from '../../shared/i18n/translator';
import { I18nContext } from '../../shared/i18n/use-translation';
import { PreferencesContext } from '../../shared/preferences/preferences-context';
import { createPreferencesStore } from '../../shared/preferences/preferences-store';
import { SessionContext } from '../../shared/session/session-context';
import { createSessionStore } from '../../shared/session/session-store';
import { createExpiringStorage } from '../../shared/storage/expiring-storage';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { FirstLoginAgreement, FirstLoginAgreementView } from './first-login-agreement';
import type { FirstLoginAgreementViewProps } from './first-login-agreement';

const agreement: LegalAgreement = {
  type: 'firstLoginAgreement',
  title: 'Client Agreement',
  content: '<p>Please read <b>carefully</b>.</p><script>alert(1)</script><a href="javascript:alert(2)">here</a>',
};

async function render(language: Language, node: ReactNode): Promise<string> {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  const storage = createExpiringStorage(new MemoryStorage());
  return renderToStaticMarkup(
    <I18nContext value={translator}>
      <PreferencesContext value={createPreferencesStore(storage)}>
        <SessionContext value={createSessionStore(storage)}>
          <MantineProvider>
            <MemoryRouter>{node}</MemoryRouter>
          </MantineProvider>
        </SessionContext>
      </PreferencesContext>
    </I18nContext>,
  );
}

function view(change: Partial<FirstLoginAgreementViewProps> = {}, language: Language = 'en') {
  return render(
    language,
    <FirstLoginAgreementView
      agreement={agreement}
      agreed={false}
      onAgreedChange={() => undefined}
      confirming={false}
      failed={false}
      onConfirm={() => undefined}
      {...change}
    />,
  );
}

/** The opening tag of the button labelled `label`. */
function button(markup: string, label: string): string {
  const tag = [...markup.matchAll(/<button[^>]*>/g)].find((match) =>
    markup
      .slice((match.index ?? 0) + match[0].length)
      .match(/^(?:<[^>]+>)*([^<]*)/)?.[1]
      ?.includes(label),
  );
  if (!tag) throw new Error(`No button labelled ${label}`);
  return tag[0];
}

const confirmDisabled = (markup: string, label = 'Confirm') => /\sdisabled=""/.test(button(markup, label));

describe('the first-login agreement (SPEC §4)', () => {
  it('shows the title and the sanitised text of the agreement', async () => {
    const markup = await view();
    expect(markup).toContain('<h1');
    expect(markup).toContain('Client Agreement');
    expect(markup).toContain('<p>Please read <b>carefully</b>.</p>');
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('javascript:');
  });

  it('keeps Confirm disabled until "I have read and agreed to the agreement" is ticked', async () => {
    const unticked = await view();
    expect(unticked).toContain('I have read and agreed to the agreement');
    expect(unticked).toMatch(/<input[^>]*type="checkbox"/);
    expect(unticked).not.toMatch(/<input[^>]*checked=""[^>]*type="checkbox"|<input[^>]*type="checkbox"[^>]*checked=""/);
    expect(confirmDisabled(unticked)).toBe(true);

    const ticked = await view({ agreed: true });
    expect(ticked).toMatch(/<input[^>]*checked=""[^>]*type="checkbox"|<input[^>]*type="checkbox"[^>]*checked=""/);
    expect(confirmDisabled(ticked)).toBe(false);
  });

  it('keeps Confirm disabled while the confirmation is being sent', async () => {
    expect(confirmDisabled(await view({ agreed: true, confirming: true }))).toBe(true);
  });

  it('says when the confirmation could not be saved', async () => {
    expect(await view({ agreed: true })).not.toContain('Your confirmation could not be saved.');
    expect(await view({ agreed: true, failed: true })).toContain(
      'Your confirmation could not be saved. Please try again.',
    );
  });

  it('speaks Chinese', async () => {
    const traditional = await view({ agreed: true }, 'zh-HK');
    expect(traditional).toContain('本人已閱讀並同意此協議');
    expect(confirmDisabled(traditional, '確認')).toBe(false);
    const simplified = await view({}, 'zh-CN');
    expect(simplified).toContain('本人已阅读并同意此协议');
    expect(confirmDisabled(simplified, '确认')).toBe(true);
  });

  it('says the agreement is loading while it is fetched', async () => {
    const markup = await render(
      'en',
      <FirstLoginAgreement accountCode="C001" source="gateway" onConfirmed={() => undefined} />,
    );
    expect(markup).toContain('First login agreement');
    expect(markup).toContain('Loading the agreement…');
    expect(markup).not.toContain('I have read and agreed to the agreement');
  });
});
