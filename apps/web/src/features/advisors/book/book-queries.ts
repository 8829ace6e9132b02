/* What the book's pages ask the server for: the manager's advisor filter (kept in the address, so both pages and a
 * reload keep it), and the keyset pages of the attention list and of an instrument's holders. */
import { useSearchParams } from 'react-router';
import type { BookAttention, BookClientKey, BookHolders } from '@portal/contract';
import type { Api } from '../../../shared/api/api-client';
import { keysetListQuery } from '../../../shared/history-list/history-query';

/** The address's search parameter holding the manager's advisor filter. */
export const advisorParameter = 'advisor';

/** The advisor filter's part of every book call: the advisor chosen, or nothing (the whole view). */
export type BookFilter = { readonly advisorCode?: string };

/** The advisor filter from the address, and how to change it (an empty code shows every advisor's book). */
export function useBookFilter(): { readonly filter: BookFilter; readonly setAdvisor: (code: string) => void } {
  const [params, setParams] = useSearchParams();
  const advisorCode = params.get(advisorParameter) ?? '';
  return {
    filter: advisorCode === '' ? {} : { advisorCode },
    setAdvisor: (code) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (code === '') next.delete(advisorParameter);
          else next.set(advisorParameter, code);
          return next;
        },
        { replace: true },
      ),
  };
}

/** A page's place in a keyset list as the history lists keep it: 'source:code' of the last client of the page. */
function cursorOf(key: BookClientKey | null): string | null {
  return key === null ? null : `${key.source}:${key.accountCode}`;
}

function afterOf(cursor: string | undefined): { after?: BookClientKey } {
  if (cursor === undefined) return {};
  const [source = '', accountCode = ''] = cursor.split(':');
  return { after: { source: source === 'fos' ? 'fos' : 'gateway', accountCode } };
}

export const attentionPageSize = 20;

/** The clients needing attention, 20 a page by account code; only those with `reason` when one is chosen. */
export function attentionListQuery(
  client: Api,
  filter: BookFilter,
  reason: BookAttention['clients'][number]['reasons'][number]['kind'] | '',
) {
  const input = { ...filter, pageSize: attentionPageSize, ...(reason === '' ? {} : { reason }) };
  return keysetListQuery<BookAttention & { nextCursor: string | null }>({
    queryKey: ['advisorBook', 'bookAttention', 'list', input],
    fetchPage: async (start, signal) => {
      const page = await client.advisorBook.bookAttention({ ...input, ...afterOf(start.cursor) }, { signal });
      return { ...page, nextCursor: cursorOf(page.nextAfter) };
    },
  });
}

export const holdersPageSize = 20;

/** An instrument's holders in the book, 20 a page by account code. */
export function holdersListQuery(client: Api, filter: BookFilter, holdingId: string) {
  const input = { ...filter, holdingId, pageSize: holdersPageSize };
  return keysetListQuery<BookHolders & { nextCursor: string | null }>({
    queryKey: ['advisorBook', 'bookHolders', 'list', input],
    fetchPage: async (start, signal) => {
      const page = await client.advisorBook.bookHolders({ ...input, ...afterOf(start.cursor) }, { signal });
      return { ...page, nextCursor: cursorOf(page.nextAfter) };
    },
  });
}

/** Where an advisor opens one client's details (the clients pages read `accountCode`). */
export function clientDetailsPath(accountCode: string): string {
  return `/advisors/details?${new URLSearchParams({ accountCode }).toString()}`;
}
