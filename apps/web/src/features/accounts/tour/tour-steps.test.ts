// @vitest-environment jsdom
// The tour's plan over the shell: the steps whose elements are on the screen, in the tour's order, then the closing one.
import { describe, expect, it } from 'vitest';
import { planTour, tourSelector, tourStepIds } from './tour-steps';

/** A shell in jsdom: elements marked `data-tour`, those with `hidden` counted as not on the screen. */
function shell(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}
const shownUnlessHidden = (element: Element) => !element.closest('[hidden]');

describe('the guided tour', () => {
  it('walks the desktop header in reading order, skipping what the page does not show, and ends without an element', () => {
    const root = shell(`
      <header>
        <a data-tour="brand">Portal</a>
        <div data-tour="notifications">bell</div>
        <nav data-tour="user-navigation">Switch</nav>
        <select data-tour="language"></select>
        <label data-tour="colour-mode">Dark mode</label>
        <nav data-tour="main-navigation">Funds Stocks</nav>
      </header>`);
    const plan = planTour(root, shownUnlessHidden);
    expect(plan.map((step) => step.id)).toEqual([
      'brand',
      'mainNavigation',
      'notifications',
      'userNavigation',
      'language',
      'colourMode',
      'end',
    ]);
    expect(plan[1]?.element).toBe(root.querySelector('[data-tour="main-navigation"]'));
    expect(plan.at(-1)?.element).toBeUndefined();
  });

  it('on a small screen shows the menu button and takes the shown copy of a control, not the closed menu’s', () => {
    const root = shell(`
      <header><a data-tour="brand">Portal</a><button data-tour="menu">Menu</button></header>
      <div hidden><select data-tour="language" id="in-menu"></select></div>`);
    expect(planTour(root, shownUnlessHidden).map((step) => step.id)).toEqual(['brand', 'menu', 'end']);
    const opened = shell(`
      <div hidden><select data-tour="language" id="hidden-copy"></select></div>
      <div><select data-tour="language" id="shown-copy"></select></div>`);
    expect(planTour(opened, shownUnlessHidden)[0]?.element?.id).toBe('shown-copy');
  });

  it('has texts for every step it can show (the tour page lists them)', () => {
    expect(tourStepIds).toEqual([
      'brand',
      'menu',
      'mainNavigation',
      'areaNavigation',
      'notifications',
      'userNavigation',
      'language',
      'colourMode',
      'end',
    ]);
    expect(tourSelector('areaNavigation')).toBe('[data-tour="area-navigation"]');
  });
});
