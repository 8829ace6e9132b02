import { afterEach, vi } from 'vitest';

// STYLE.md: console.error in a unit or component test fails it.
const consoleErrorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleErrorSpy.mock.calls;
  if (calls.length > 0) {
    const first = calls[0]?.map(String).join(' ') ?? '';
    consoleErrorSpy.mockClear();
    throw new Error(`console.error was called during the test: ${first}`);
  }
});
