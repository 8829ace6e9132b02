/*
 * What one entry of the client's audit trail says, in the client's language (issue 28 part 6, ADR 059): the action,
 * the order or session it was about, the terms or what changed, and where the order can be seen. Plain functions of
 * the entry and the texts, so the table, the phone cards and the tests say the same.
 */
import type { AuditDetail, AuditTrailEntry } from '@portal/contract';
import type { AuditOrderMarket } from '@portal/contract/domain/audit-trail';
import type { Language } from '@portal/contract/domain/language';
import { formatNumber } from '@portal/contract/domain/number-format';
import { rankOf } from '@portal/contract/domain/roles';
import { nameIn } from '../../../shared/i18n/shown-language';
import type { Translate } from '../../../shared/i18n/translator';
import { money } from '../../../shared/ui/money';

/** Where each market's orders are listed: an order entry links there. */
export const orderHistoryPaths: Readonly<Record<AuditOrderMarket, string>> = {
  fund: '/funds/history',
  stock: '/stocks/history',
  crypto: '/cryptos/history',
};

export type AuditEntryText = {
  /** The action, as a short phrase ('Placed an order'). */
  readonly action: string;
  /** The order (its kind and instrument), or the note or nothing for a session's entries. */
  readonly subject: string | undefined;
  /** The terms of an order, what an amendment changed, or why a session ended: one line each. */
  readonly details: readonly string[];
  /** The page that lists the order, for an order entry. */
  readonly link: { readonly to: string; readonly label: string } | undefined;
};

type Texts = Translate<'auditTrail'>;

/** The instrument as the client knows it: its name in the language shown, with its code. */
function instrumentOf(detail: AuditDetail, language: Language): string {
  const code = detail.instrument ?? '';
  const name = detail.instrumentNames === undefined ? undefined : nameIn(detail.instrumentNames, language);
  return name === undefined || name === '' || name === code ? code : `${name} (${code})`;
}

function orderOf(detail: AuditDetail, t: Texts, language: Language): string {
  const instrument = instrumentOf(detail, language);
  if (detail.market === 'fund') {
    if (detail.orderKind === 'subscription') return t('orders.fundSubscription', { instrument });
    if (detail.orderKind === 'switch') return t('orders.fundSwitch', { instrument });
    return t('orders.fundRedemption', { instrument });
  }
  return t(detail.side === 'S' ? 'orders.sell' : 'orders.buy', { instrument });
}

function priceOf(detail: AuditDetail, price: string): string {
  return detail.currency === undefined ? formatNumber(price) : `${formatNumber(price)} ${detail.currency}`;
}

/** An order's terms: a subscription's amount; units, a quantity, a price. */
function termsOf(detail: AuditDetail, t: Texts): string[] {
  const lines: string[] = [];
  if (detail.amount !== undefined && detail.currency !== undefined) {
    lines.push(t('terms.amount', { amount: money(detail.amount, detail.currency) }));
  }
  if (detail.quantity !== undefined) {
    const quantity = formatNumber(detail.quantity);
    lines.push(detail.market === 'fund' ? t('terms.units', { quantity }) : t('terms.quantity', { quantity }));
  }
  if (detail.price !== undefined) lines.push(t('terms.price', { price: priceOf(detail, detail.price) }));
  if (detail.targets !== undefined && detail.targets.length > 0) {
    const targets = detail.targets.map((target) => `${target.instrument} ${String(target.percent)}%`).join(', ');
    lines.push(t('terms.into', { targets }));
  }
  return lines;
}

/** What an amendment changed: each field it holds before and after. */
function changesOf(before: AuditDetail, after: AuditDetail, t: Texts): string[] {
  const lines: string[] = [];
  if (before.price !== undefined && after.price !== undefined) {
    lines.push(
      t('terms.changed', {
        field: t('terms.priceField'),
        before: priceOf(before, before.price),
        after: priceOf(after, after.price),
      }),
    );
  }
  if (before.quantity !== undefined && after.quantity !== undefined) {
    lines.push(
      t('terms.changed', {
        field: t('terms.quantityField'),
        before: formatNumber(before.quantity),
        after: formatNumber(after.quantity),
      }),
    );
  }
  return lines;
}

/** Who acted, as the client reads it: the role's word (an admin or above is the portal's staff). */
export function actorRoleOf(entry: AuditTrailEntry, t: Texts): string {
  const { role } = entry.actor;
  if (role === 'manager') return t('roles.manager');
  return rankOf[role] >= rankOf.admin ? t('roles.staff') : t('roles.advisor');
}

/** The entry in words. */
export function auditEntryText(entry: AuditTrailEntry, t: Texts, language: Language): AuditEntryText {
  const action = t(`actions.${entry.action}`);
  const order = entry.after ?? entry.before;
  switch (entry.action) {
    case 'orderPlaced':
    case 'orderAmended':
    case 'orderCancelled': {
      const market = order?.market;
      const subject = order === null || order === undefined ? undefined : orderOf(order, t, language);
      const details =
        entry.action === 'orderAmended' && entry.before !== null && entry.after !== null
          ? changesOf(entry.before, entry.after, t)
          : order === null || order === undefined
            ? []
            : termsOf(order, t);
      const reference = entry.subject === null ? [] : [t('order', { orderId: entry.subject })];
      return {
        action,
        subject,
        details: [...details, ...reference],
        link: market === undefined ? undefined : { to: orderHistoryPaths[market], label: t(`links.${market}`) },
      };
    }
    case 'requestDecided': {
      const detail = entry.after;
      if (detail?.request === undefined || detail.decision === undefined) {
        return { action, subject: undefined, details: [], link: undefined };
      }
      const request = t(`requests.${detail.request}`);
      const lines = termsOf(detail, t);
      if (detail.fields !== undefined && detail.fields.length > 0) {
        const fields = detail.fields.map((field) => t(`fields.${field}`)).join(', ');
        lines.push(t('changedFields', { fields }));
      }
      if (entry.subject !== null) lines.push(t('reference', { reference: entry.subject }));
      return {
        action,
        subject: t('decided', { request, decision: t(`decisions.${detail.decision}`) }),
        details: lines,
        link: undefined,
      };
    }
    case 'adviseeSessionClosed': {
      const reason = entry.after?.endReason;
      return {
        action,
        subject: undefined,
        details: reason === undefined ? [] : [t(`endReasons.${reason}`)],
        link: undefined,
      };
    }
    default:
      return { action, subject: undefined, details: [], link: undefined };
  }
}
