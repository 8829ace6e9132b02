// @vitest-environment jsdom
// A ticket's choice live (React in jsdom, Mantine's segments): its label names the group, a click gives the ticket one
// of its own values, an option that may not be chosen stays off, and the chosen one's note shows under it.
import { MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../testing/stub-browser';
import { ChoiceField } from './choice-field';

type Side = 'buy' | 'sell';

beforeAll(stubBrowser);

const unmounts: (() => void)[] = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

async function mountSide(chosen: Side[], sellable = true): Promise<HTMLElement> {
  function Ticket() {
    const [side, setSide] = useState<Side>('buy');
    return (
      <ChoiceField
        label="Side"
        value={side}
        onChange={(value) => {
          chosen.push(value);
          setSide(value);
        }}
        options={[
          { value: 'buy', label: 'Buy' },
          { value: 'sell', label: 'Sell', disabled: !sellable },
        ]}
        description={side === 'buy' ? 'Paid from your cash.' : 'Paid into your cash.'}
        testId="order-side"
      />
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <MantineProvider>
        <Ticket />
      </MantineProvider>,
    ),
  );
  unmounts.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return container;
}

describe('a ticket’s choice', () => {
  it('is named by its label and shows the chosen option', async () => {
    const container = await mountSide([]);
    const group = container.querySelector('[data-testid="order-side"]');
    const labelId = group?.getAttribute('aria-labelledby') ?? '';
    expect(labelId).not.toBe('');
    expect(document.getElementById(labelId)?.textContent).toBe('Side');
    const checked = container.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    expect(checked?.value).toBe('buy');
  });

  it('gives the ticket the option clicked', async () => {
    const chosen: Side[] = [];
    const container = await mountSide(chosen);
    const sell = container.querySelector<HTMLInputElement>('input[type="radio"][value="sell"]');
    await act(async () => sell?.click());
    expect(chosen).toEqual(['sell']);
    expect(container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe('sell');
    expect(container.textContent).toContain('Paid into your cash.');
  });

  it('keeps an option that may not be chosen off, and says what the chosen one means', async () => {
    const chosen: Side[] = [];
    const container = await mountSide(chosen, false);
    const sell = container.querySelector<HTMLInputElement>('input[type="radio"][value="sell"]');
    expect(sell?.disabled).toBe(true);
    await act(async () => sell?.click());
    expect(chosen).toEqual([]);
    expect(container.textContent).toContain('Paid from your cash.');
  });
});
