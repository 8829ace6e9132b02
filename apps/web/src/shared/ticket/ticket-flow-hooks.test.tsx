// @vitest-environment jsdom
// The ticket flows live (React in jsdom, the portal's query client): what each submission sends, and with which client
// reference, as a client retries, changes the order, steps up and takes firm quotes.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../api/query-client';
import type { OrderFailure } from './order-failure';
import { useFirmQuoteFlow, useTicketFlow } from './ticket-flow';
import type { FirmQuoteStepProps, TicketFlow, TicketFormBinding, TicketStepProps } from './ticket-flow';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** A refusal of the server (an area result); anything else thrown is a lost answer. */
class Refusal extends Error {}
const refused: OrderFailure = { kind: 'result', result: 'refused', text: { en: 'No', 'zh-HK': '不', 'zh-CN': '不' } };
const readFailure = (error: unknown): OrderFailure => (error instanceof Refusal ? refused : { kind: 'other' });

type Sent = { readonly amount: string; readonly clientReference: string; readonly stepUpToken?: string };

/** The server: what each submission sent; `next` says how it answers the next one. */
function fakeServer() {
  const sent: Sent[] = [];
  let next: 'place' | 'lose' | 'refuse' = 'place';
  return {
    sent,
    answerNext: (how: typeof next) => (next = how),
    answer: async (submission: Sent) => {
      sent.push(submission);
      if (next === 'lose') throw new TypeError('Failed to fetch');
      if (next === 'refuse') throw new Refusal('refused');
      return { orderId: `O${String(sent.length)}` };
    },
  };
}

/** The form of a one-field ticket: its amount, ready when one is typed. */
let amount = '';
const form: TicketFormBinding<string> = {
  ready: () => amount !== '',
  input: () => (amount === '' ? undefined : amount),
  clear: () => (amount = ''),
};

const roots: (() => void)[] = [];

/** Renders a hook and gives its latest answer (read after each act). */
async function renderHook<Flow>(useFlow: () => Flow): Promise<() => Flow> {
  let latest: Flow | undefined;
  function Probe() {
    latest = useFlow();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  roots.push(() => act(() => root.unmount()));
  return () => {
    if (latest === undefined) throw new Error('The probe has not rendered');
    return latest;
  };
}

/** Runs an action and lets the answers arrive. */
async function doing(action: () => void) {
  await act(async () => {
    action();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  amount = '';
});
afterEach(() => {
  for (const unmount of roots.splice(0)) unmount();
  queryClient.clear();
});

describe('useTicketFlow', () => {
  it('retries a lost answer with the same reference, sends a changed order after a refusal with a new one', async () => {
    const server = fakeServer();
    const placed: unknown[] = [];
    const flow = await renderHook(() =>
      useTicketFlow<string, { orderId: string }>({
        send: (input, clientReference) => server.answer({ amount: input, clientReference }),
        readFailure,
        onPlaced: (result) => placed.push(result),
      }),
    );
    const steps = (): TicketStepProps => flow().stepProps(form);
    await doing(() => steps().onReview());
    expect(steps()).toMatchObject({ step: 'form', showErrors: true });
    await doing(() => flow().edit((typed: string) => (amount = typed))('100'));
    await doing(() => steps().onReview());
    expect(steps().step).toBe('confirm');

    server.answerNext('lose');
    await doing(() => steps().onSubmit());
    expect(steps().failure).toEqual({ kind: 'other' });
    await doing(() => steps().onSubmit());
    server.answerNext('refuse');
    await doing(() => steps().onEdit());
    await doing(() => flow().edit((typed: string) => (amount = typed))('200'));
    await doing(() => steps().onReview());
    await doing(() => steps().onSubmit());
    expect(steps().failure).toEqual(refused);
    server.answerNext('place');
    await doing(() => steps().onEdit());
    await doing(() => flow().edit((typed: string) => (amount = typed))('300'));
    await doing(() => steps().onReview());
    await doing(() => steps().onSubmit());
    expect(flow().result).toEqual({ orderId: 'O4' });
    expect(placed).toEqual([{ orderId: 'O4' }]);

    const [lost, retried, changedAfterLoss, changedAfterRefusal] = server.sent;
    expect(retried).toEqual(lost);
    // A change after a lost answer keeps the reference: were the lost one placed, the server answers 409, not twice.
    expect(changedAfterLoss).toEqual({ amount: '200', clientReference: lost?.clientReference });
    expect(changedAfterRefusal?.clientReference).not.toBe(lost?.clientReference);
    expect(changedAfterRefusal?.amount).toBe('300');
  });

  it('starts the next order with a new reference once one is placed', async () => {
    const server = fakeServer();
    amount = '100';
    const flow = await renderHook(() =>
      useTicketFlow<string, { orderId: string }>({
        send: (input, clientReference) => server.answer({ amount: input, clientReference }),
        readFailure,
      }),
    );
    await doing(() => flow().stepProps(form).onReview());
    await doing(() => flow().stepProps(form).onSubmit());
    expect(flow().result).toEqual({ orderId: 'O1' });
    expect(flow().stepProps(form)).toMatchObject({ step: 'form', showErrors: false });
    await doing(() => flow().stepProps(form).onReview());
    await doing(() => flow().stepProps(form).onSubmit());
    expect(server.sent[1]?.clientReference).not.toBe(server.sent[0]?.clientReference);
    await doing(() => flow().stepProps(form).onNewOrder());
    expect(flow().result).toBeUndefined();
    expect(amount).toBe('');
  });

  it('asks for step-up before each submission: a cancelled one sends nothing, a retry asks again with the same reference', async () => {
    const server = fakeServer();
    const grants: (string | null)[] = [null, 'grant-1', 'grant-2'];
    let asked = 0;
    amount = '50';
    const flow = await renderHook((): TicketFlow<string, { orderId: string }> =>
      useTicketFlow<string, { orderId: string }>({
        stepUp: async () => {
          asked += 1;
          return grants.shift() ?? null;
        },
        send: (input, clientReference, stepUpToken) => server.answer({ amount: input, clientReference, stepUpToken }),
        readFailure,
      }),
    );
    await doing(() => flow().stepProps(form).onReview());
    await doing(() => flow().stepProps(form).onSubmit());
    expect(asked).toBe(1);
    expect(server.sent).toEqual([]);
    server.answerNext('lose');
    await doing(() => flow().stepProps(form).onSubmit());
    server.answerNext('place');
    await doing(() => flow().stepProps(form).onSubmit());
    expect(asked).toBe(3);
    expect(server.sent.map((sent) => sent.stepUpToken)).toEqual(['grant-1', 'grant-2']);
    expect(server.sent[1]?.clientReference).toBe(server.sent[0]?.clientReference);
    expect(flow().result).toEqual({ orderId: 'O2' });
  });
});

describe('useFirmQuoteFlow', () => {
  type Quote = { readonly quoteId: string; readonly amount: string };

  it('confirms a quote, takes it with the order’s reference, and keeps the reference for a new quote only after a lost answer', async () => {
    const server = fakeServer();
    const quotes: string[] = [];
    let quoteRefusal = false;
    const flow = await renderHook(() =>
      useFirmQuoteFlow<string, Quote, { orderId: string }>({
        requestQuote: async (input) => {
          if (quoteRefusal) throw new Refusal('below the minimum');
          quotes.push(input);
          return { quoteId: `Q${String(quotes.length)}`, amount: input };
        },
        send: (quote, clientReference) => server.answer({ amount: quote.quoteId, clientReference }),
        readFailure,
      }),
    );
    const steps = (): FirmQuoteStepProps<Quote> => flow().stepProps(form);
    await doing(() => steps().onReview());
    expect(steps()).toMatchObject({ step: 'form', showErrors: true, quoting: false });
    expect(quotes).toEqual([]);

    quoteRefusal = true;
    await doing(() => flow().edit((typed: string) => (amount = typed))('1'));
    await doing(() => steps().onReview());
    expect(steps().quoteFailure).toEqual(refused);
    expect(steps().step).toBe('form');
    quoteRefusal = false;
    await doing(() => flow().edit((typed: string) => (amount = typed))('1000'));
    expect(steps().quoteFailure).toBeUndefined();
    await doing(() => steps().onReview());
    expect(steps()).toMatchObject({ step: 'confirm', quoted: { quote: { quoteId: 'Q1', amount: '1000' } } });

    server.answerNext('lose');
    await doing(() => steps().onSubmit());
    expect(steps().failure).toEqual({ kind: 'other' });
    await doing(() => steps().onNewQuote());
    expect(steps()).toMatchObject({ step: 'confirm', quoted: { quote: { quoteId: 'Q2' } } });
    expect(steps().failure).toBeUndefined();
    server.answerNext('refuse');
    await doing(() => steps().onSubmit());
    expect(steps().failure).toEqual(refused);
    await doing(() => steps().onEdit());
    expect(steps().quoted).toBeUndefined();
    await doing(() => steps().onReview());
    server.answerNext('place');
    await doing(() => steps().onSubmit());
    expect(flow().result).toEqual({ orderId: 'O3' });

    const [lost, afterLoss, afterRefusal] = server.sent;
    expect(afterLoss).toEqual({ amount: 'Q2', clientReference: lost?.clientReference });
    expect(afterRefusal?.amount).toBe('Q3');
    expect(afterRefusal?.clientReference).not.toBe(lost?.clientReference);

    await doing(() => steps().onNewOrder());
    expect(flow().result).toBeUndefined();
    expect(steps()).toMatchObject({ step: 'form', showErrors: false });
    expect(amount).toBe('');
  });
});
