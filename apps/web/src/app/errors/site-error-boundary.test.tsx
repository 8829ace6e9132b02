import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translator';
import { loadTexts } from '../i18n-resources';
import { allEnglishTexts } from '../i18n-resources-all';
import { SiteErrorBoundary } from './site-error-boundary';

async function errorScreen(language: 'en' | 'zh-HK', error: Error): Promise<string> {
  const translator = createTranslator(allEnglishTexts, language, loadTexts);
  await translator.ready;
  const boundary = new SiteErrorBoundary({ t: translator.t, children: null });
  boundary.state = SiteErrorBoundary.getDerivedStateFromError(error);
  return renderToStaticMarkup(<>{boundary.render()}</>);
}

describe('the site-wide error screen', () => {
  it('says an unknown error occurred, asks to reload and shows the error name and message', async () => {
    const markup = await errorScreen('en', new TypeError('x is not a function'));
    expect(markup).toContain('<h1>An unknown error occurred</h1>');
    expect(markup).toContain('Please reload the page.');
    expect(markup).toContain('<strong>TypeError</strong>: x is not a function');
    expect(markup).toContain('>Reload</button>');
  });

  it('speaks the visitor language', async () => {
    const markup = await errorScreen('zh-HK', new RangeError('bad'));
    expect(markup).toContain('<h1>發生未知錯誤</h1>');
    expect(markup).toContain('>重新載入</button>');
  });
});
