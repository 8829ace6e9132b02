/*
 * The guided tour's steps (issue 17 part 6): each points at a real element of the shell, marked with a stable
 * `data-tour` attribute (app/layouts), in the order a newcomer reads the header. The steps shown are those whose
 * element is on the screen now: the desktop header at 1200 px and wider, the compact bar and its menu button below.
 */

/** The steps that point at an element of the shell, in the order of the tour. */
export const tourTargets = {
  brand: 'brand',
  menu: 'menu',
  mainNavigation: 'main-navigation',
  areaNavigation: 'area-navigation',
  notifications: 'notifications',
  userNavigation: 'user-navigation',
  language: 'language',
  colourMode: 'colour-mode',
} as const;

export type TourTargetStep = keyof typeof tourTargets;
/** Every step's texts (accountTour:steps.<step>): the element steps and the closing one, which points at nothing. */
export type TourStepId = TourTargetStep | 'end';

/** The selector of a step's element: `[data-tour="main-navigation"]`. */
export function tourSelector(step: TourTargetStep): string {
  return `[data-tour="${tourTargets[step]}"]`;
}

/** Whether an element takes space on the screen (a closed menu's copy of a control does not). */
export type IsShown = (element: Element) => boolean;

export const isShownOnScreen: IsShown = (element) => element.getClientRects().length > 0;

/** One step as the tour runs it: its texts, and the element it points at (none for the closing step). */
export type PlannedTourStep = { readonly id: TourStepId; readonly element: Element | undefined };

/**
 * The tour for what is on the screen: each element step whose element is shown (the first shown one when the shell
 * has two copies, as the language select in the header and in the side menu), then the closing step.
 */
export function planTour(root: ParentNode, isShown: IsShown = isShownOnScreen): PlannedTourStep[] {
  const steps: PlannedTourStep[] = [];
  for (const id of Object.keys(tourTargets) as TourTargetStep[]) {
    const element = [...root.querySelectorAll(tourSelector(id))].find(isShown);
    if (element !== undefined) steps.push({ id, element });
  }
  steps.push({ id: 'end', element: undefined });
  return steps;
}

/** The element steps the tour can show, in order (the tour page lists them). */
export const tourStepIds: readonly TourStepId[] = [...(Object.keys(tourTargets) as TourTargetStep[]), 'end'];
