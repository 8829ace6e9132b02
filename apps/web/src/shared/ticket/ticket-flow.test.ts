import { describe, expect, it } from 'vitest';
import { changed, quoted, reviewed, startTicket, submittedAgain } from './ticket-flow';

let made = 0;
const nextReference = () => `reference-${String((made += 1)).padStart(4, '0')}`;

describe('the ticket flow', () => {
  it('starts on the form, errors hidden, with a reference of its own', () => {
    const start = startTicket(nextReference);
    expect(start.step).toBe('form');
    expect(start.showErrors).toBe(false);
    expect(start.clientReference).toMatch(/^reference-\d{4}$/);
    expect(startTicket(nextReference).clientReference).not.toBe(start.clientReference);
  });

  it('shows errors from the first review on, and confirms only a ready form', () => {
    const start = startTicket(nextReference);
    const notReady = reviewed(start, false);
    expect(notReady).toEqual({ ...start, showErrors: true, step: 'form' });
    expect(reviewed(notReady, true)).toEqual({ ...start, showErrors: true, step: 'confirm' });
  });

  it('keeps the reference when the order changes before an answer or after a lost one, so a retry places it once', () => {
    const start = startTicket(nextReference);
    expect(changed(start, undefined, nextReference)).toBe(start);
    expect(changed(start, { kind: 'other' }, nextReference)).toBe(start);
  });

  it('takes a new reference when the order changes after a refusal: it is a new order', () => {
    const start = startTicket(nextReference);
    const refused = { kind: 'result', result: 'lotSize', text: { en: 'x', 'zh-HK': 'x', 'zh-CN': 'x' } } as const;
    const afterRefusal = changed(start, refused, nextReference);
    expect(afterRefusal.clientReference).not.toBe(start.clientReference);
    expect({ ...afterRefusal, clientReference: start.clientReference }).toEqual(start);
    expect(changed(start, { kind: 'input', message: 'bad' }, nextReference).clientReference).not.toBe(
      start.clientReference,
    );
  });

  it('submits again with a new reference only after the server said the reference made another order', () => {
    const start = startTicket(nextReference);
    expect(submittedAgain(start, undefined, nextReference)).toBe(start);
    expect(submittedAgain(start, { kind: 'other' }, nextReference)).toBe(start);
    const afterReuse = submittedAgain(start, { kind: 'referenceReused', orderId: 'F000001' }, nextReference);
    expect(afterReuse.clientReference).not.toBe(start.clientReference);
    expect({ ...afterReuse, clientReference: start.clientReference }).toEqual(start);
  });

  it('opens the confirm step on a new quote, keeping the reference after a lost answer and renewing it after a refusal', () => {
    const start = startTicket(nextReference);
    expect(quoted(start, undefined, nextReference)).toEqual({ ...start, step: 'confirm' });
    expect(quoted(start, { kind: 'other' }, nextReference)).toEqual({ ...start, step: 'confirm' });
    const refused = { kind: 'result', result: 'quoteExpired', text: { en: 'x', 'zh-HK': 'x', 'zh-CN': 'x' } } as const;
    const afterRefusal = quoted(start, refused, nextReference);
    expect(afterRefusal.step).toBe('confirm');
    expect(afterRefusal.clientReference).not.toBe(start.clientReference);
  });
});
