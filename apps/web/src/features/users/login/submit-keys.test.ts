import { describe, expect, it, vi } from 'vitest';
import { submitOnEnter } from './submit-keys';
import type { SubmitKeyEvent } from './submit-keys';

/** A keydown in a form's field, as React hands it over (only what the handler reads). */
function keydown(key: string, code: string, { tagName = 'INPUT', isComposing = false } = {}) {
  const requestSubmit = vi.fn();
  const preventDefault = vi.fn();
  const event: SubmitKeyEvent = {
    key,
    code,
    nativeEvent: { isComposing },
    target: Object.assign(new EventTarget(), { tagName }),
    currentTarget: { requestSubmit },
    preventDefault,
  };
  submitOnEnter(event);
  return { submitted: requestSubmit.mock.calls.length, prevented: preventDefault.mock.calls.length };
}

describe('submitting the login forms from the keyboard (SPEC §5)', () => {
  it('submits once on Enter in a field, in place of the browser’s own submission', () => {
    expect(keydown('Enter', 'Enter')).toEqual({ submitted: 1, prevented: 1 });
  });

  it('submits on NumpadEnter, whatever key value the keyboard reports for it', () => {
    expect(keydown('Enter', 'NumpadEnter')).toEqual({ submitted: 1, prevented: 1 });
    expect(keydown('Unidentified', 'NumpadEnter')).toEqual({ submitted: 1, prevented: 1 });
  });

  it('leaves other keys, buttons and an input method’s composition alone', () => {
    expect(keydown('a', 'KeyA')).toEqual({ submitted: 0, prevented: 0 });
    expect(keydown('Enter', 'Enter', { tagName: 'BUTTON' })).toEqual({ submitted: 0, prevented: 0 });
    expect(keydown('Enter', 'Enter', { isComposing: true })).toEqual({ submitted: 0, prevented: 0 });
  });
});
