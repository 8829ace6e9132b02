/*
 * Runs the guided tour with driver.js (MIT, no dependencies): this module and the library are one lazy chunk, loaded
 * only when a tour starts (from /accounts/tour or the first visit's offer), never with the login page's first load
 * (ADR 009).
 */
import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { planTour, type IsShown, type TourStepId } from './tour-steps';
import classes from './tour.module.css';

/** The tour's words in the language shown (namespace accountTour). */
export type TourTexts = {
  readonly step: (id: TourStepId) => { readonly title: string; readonly description: string };
  readonly progress: (current: number, total: number) => string;
  readonly next: string;
  readonly previous: string;
  readonly done: string;
  readonly close: string;
};

export type RunningTour = {
  /** Closes the tour (a page leaving it open while it unmounts). */
  readonly close: () => void;
};

/**
 * Starts the tour over what the shell shows now, step by step; closable at every step (the close button, Escape, a
 * click outside). `onClosed` runs once it is over, however it ended.
 */
export function startTour(
  texts: TourTexts,
  { onClosed, isShown, root = document }: { onClosed?: () => void; isShown?: IsShown; root?: ParentNode } = {},
): RunningTour {
  const plan = planTour(root, isShown);
  const tour = driver({
    popoverClass: classes.popover,
    showProgress: true,
    allowClose: true,
    allowKeyboardControl: true,
    overlayOpacity: 0.55,
    stagePadding: 6,
    stageRadius: 6,
    nextBtnText: texts.next,
    prevBtnText: texts.previous,
    doneBtnText: texts.done,
    steps: plan.map((step, index) => {
      const { title, description } = texts.step(step.id);
      return {
        ...(step.element === undefined ? {} : { element: step.element }),
        popover: { title, description, progressText: texts.progress(index + 1, plan.length) },
      };
    }),
    onPopoverRender: (popover) => {
      // driver.js draws the close button as a bare "×": give it a name, and the popover a dialog's role and label.
      popover.closeButton.setAttribute('aria-label', texts.close);
      popover.closeButton.setAttribute('title', texts.close);
      popover.wrapper.setAttribute('role', 'dialog');
      popover.wrapper.setAttribute('aria-labelledby', 'driver-popover-title');
      popover.title.id = 'driver-popover-title';
      popover.wrapper.setAttribute('data-testid', 'tour-popover');
    },
    // driver.js forgets the element it is leaving when "Next" comes before its 400 ms move has ended, and that element
    // then stays lifted above the overlay: each step starts by clearing every highlight but its own.
    onHighlightStarted: (element) => clearStaleHighlights(root, element),
    onDestroyed: () => {
      clearStaleHighlights(root, undefined);
      onClosed?.();
    },
  });
  tour.drive();
  return { close: () => tour.destroy() };
}

function clearStaleHighlights(root: ParentNode, current: Element | undefined): void {
  root.querySelectorAll('.driver-active-element').forEach((element) => {
    if (element === current) return;
    element.classList.remove('driver-active-element', 'driver-no-interaction');
    for (const name of ['aria-haspopup', 'aria-expanded', 'aria-controls']) element.removeAttribute(name);
  });
}
