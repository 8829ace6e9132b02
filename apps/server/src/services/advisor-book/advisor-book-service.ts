import { advisorBookService } from '@portal/contract';
import { getBrand } from '@portal/contract/brands';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { bookAttention } from './book-attention';
import { bookScopeFor } from './book-clients';
import { bookUpcomingEvents } from './book-events';
import { bookHolders, bookHoldings } from './book-holdings';
import { bookRecentOrders } from './book-orders';
import { bookAdvisors, bookSummary, type BookDependencies } from './book-summary';

/** What the book's operations read with: the database, the clock and the brand. */
function bookDependenciesOf(context: Pick<OperationContext, 'db' | 'clock' | 'config'>): BookDependencies {
  return { db: context.db, clock: context.clock, brand: getBrand(context.config.portalVariant) };
}

/**
 * The advisor-book service (issue 28 parts 1, 4 and 5): every operation first takes the caller's book
 * (book-clients.ts `bookScopeFor`: 403 for anyone but an advisor or a manager in their own session, 404 for an advisor
 * filter outside the view), then reads only within it.
 */
export const advisorBookImplementation = implementService(advisorBookService, {
  bookAdvisors: async (input, context) =>
    bookAdvisors(bookDependenciesOf(context), await bookScopeFor(context, input.advisorCode)),
  bookSummary: async (input, context) =>
    bookSummary(bookDependenciesOf(context), await bookScopeFor(context, input.advisorCode), input.chartPeriod),
  bookAttention: async (input, context) =>
    bookAttention(bookDependenciesOf(context), await bookScopeFor(context, input.advisorCode), input),
  bookRecentOrders: async (input, context) =>
    bookRecentOrders(bookDependenciesOf(context), await bookScopeFor(context, input.advisorCode), input.limit),
  bookUpcomingEvents: async (input, context) =>
    bookUpcomingEvents(bookDependenciesOf(context), await bookScopeFor(context, input.advisorCode)),
  bookHoldings: async (input, context) =>
    bookHoldings(bookDependenciesOf(context), await bookScopeFor(context, input.advisorCode), input),
  bookHolders: async (input, context) =>
    bookHolders(bookDependenciesOf(context), await bookScopeFor(context, input.advisorCode), input),
});
