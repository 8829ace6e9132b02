/** What the form's key handler reads of a React keyboard event (a plain object in tests). */
export type SubmitKeyEvent = {
  readonly key: string;
  readonly code: string;
  readonly nativeEvent: { readonly isComposing: boolean };
  readonly target: EventTarget;
  readonly currentTarget: { requestSubmit(): void };
  preventDefault(): void;
};

/** Enter and NumpadEnter submit the login forms (SPEC §5). */
export function isSubmitKey(event: Pick<SubmitKeyEvent, 'key' | 'code'>): boolean {
  return event.key === 'Enter' || event.code === 'NumpadEnter';
}

function isTextField(target: EventTarget): boolean {
  return 'tagName' in target && target.tagName === 'INPUT';
}

/**
 * The form's keydown handler: Enter or NumpadEnter in one of its fields submits it, whatever key value the keyboard
 * gives NumpadEnter. The browser's own Enter submission is replaced, not doubled; buttons keep their own Enter, and
 * an Enter that confirms an input method's composition (Chinese input) does not submit.
 */
export function submitOnEnter(event: SubmitKeyEvent): void {
  if (!isSubmitKey(event) || event.nativeEvent.isComposing || !isTextField(event.target)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
