// @vitest-environment jsdom
// The tour page and the first visit's offer live in jsdom with the real driver.js: "Start the tour" runs the tour
// (its popover in the reader's words, closable), the offer goes away once answered and is not shown on the tour page.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { byTestId, click, mount, settle, type Mounted } from '../../../app/testing/mount';
import { FirstVisitTour } from './first-visit-tour';
import { TourPage } from './tour-page';

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.body.innerHTML = '';
});

const popover = () => document.body.querySelector<HTMLElement>('[data-testid="tour-popover"]');

async function pressEscape() {
  await act(async () => {
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true }));
  });
}

describe('the guided tour in the page', () => {
  it('starts from the tour page in the reader’s language and closes with its close button', async () => {
    mounted = await mount(<TourPage />, { path: '/accounts/tour', namespaces: ['accountTour'], language: 'zh-CN' });
    expect(mounted.text()).toContain('导览内容');
    await click(byTestId(mounted.container, 'start-tour'));
    await settle(() => expect(popover()).not.toBeNull());
    // jsdom lays nothing out, so only the closing step (which points at nothing) is on the screen.
    expect(popover()?.textContent).toContain('导览完毕');
    expect(popover()?.getAttribute('role')).toBe('dialog');
    const close = popover()?.querySelector<HTMLElement>('button[aria-label="关闭导览"]');
    await click(close);
    await settle(() => expect(popover()).toBeNull());
    // Replayable.
    await click(byTestId(mounted.container, 'start-tour'));
    await settle(() => expect(popover()).not.toBeNull());
    await pressEscape();
    await settle(() => expect(popover()).toBeNull());
  });

  it('offers the tour on a first visit; starting it takes the offer away', async () => {
    mounted = await mount(<FirstVisitTour />, { path: '/funds/dashboard', namespaces: ['accountTour'] });
    expect(byTestId(mounted.container, 'tour-offer').textContent).toContain('New to the portal?');
    await click(byTestId(mounted.container, 'tour-offer-start'));
    await settle(() => expect(popover()).not.toBeNull());
    expect(mounted.container.querySelector('[data-testid="tour-offer"]')).toBeNull();
    await pressEscape();
    await settle(() => expect(popover()).toBeNull());
  });

  it('"Not now" takes the offer away without a tour; the tour page shows no offer', async () => {
    mounted = await mount(<FirstVisitTour />, { path: '/funds/dashboard', namespaces: ['accountTour'] });
    await click(byTestId(mounted.container, 'tour-offer-dismiss'));
    expect(mounted.container.querySelector('[data-testid="tour-offer"]')).toBeNull();
    expect(popover()).toBeNull();
    mounted.unmount();
    mounted = await mount(<FirstVisitTour />, { path: '/accounts/tour', namespaces: ['accountTour'] });
    expect(mounted.container.querySelector('[data-testid="tour-offer"]')).toBeNull();
  });
});
