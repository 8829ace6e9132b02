import { advisorClientService } from '@portal/contract';
import { maximumClientExportRows } from '@portal/contract/domain/advisor-client';
import { dialectOf } from '../../platform/db/compiled-query';
import { implementService } from '../../platform/http/rpc';
import { instrumentsHeldBy } from '../market-value-history/public';
import { bookClientsQuery } from '../../platform/identity/book';
import { clientActivityOf, clientDetailsOf, clientPortfolioOf } from './client-details';
import { addClientNote, clientNotesOf, deleteClientNote, editClientNote } from './client-notes';
import { clientRowOf, searchAll, searchPage, type SearchRequest } from './client-search';
import { clientSearchCsv } from './client-search-csv';
import { deleteSearch, renameSearch, savedSearchesOf, saveSearch } from './saved-searches';
import { advisorsInViewOf, deskClientOf, deskRequestOf, type DeskRequest } from './desk-scope';

/** The search of a desk request with these criteria, seen now. */
function searchRequestOf(desk: DeskRequest, criteria: SearchRequest['criteria']): SearchRequest {
  return { scope: desk.scope, criteria, now: desk.context.clock.now(), timeZone: desk.brand.marketTimeZone };
}

/** The brand's first reporting currency: the currency of every position's value (market-value-history positions). */
function reportingCurrencyOf(desk: DeskRequest): string {
  return desk.brand.reportingCurrencies[0] ?? 'HKD';
}

/**
 * The advisor desk's clients (issue 28 parts 2 and 3). The platform checks the rank and the brand feature (404
 * FEATURE_OFF); each handler then takes the caller's book (desk-scope.ts) and reaches a client only through it.
 */
export const advisorClientImplementation = implementService(advisorClientService, {
  searchClients: async (input, context) => {
    const desk = await deskRequestOf(context, input.advisorCode);
    const request = searchRequestOf(desk, input.criteria);
    const page = await searchPage(context.db, request, input);
    const dialect = dialectOf(context.db);
    const advisors = await advisorsInViewOf(desk, input.advisorCode);
    return {
      viewerRole: desk.scope.viewer.role,
      advisors: advisors.map((advisor) => ({ accountCode: advisor.accountCode, displayName: advisor.displayName })),
      reportingCurrency: reportingCurrencyOf(desk),
      rows: page.rows.map((row) => clientRowOf(row, request, dialect)),
      nextCursor: page.nextCursor,
    };
  },

  exportClientSearch: async (input, context) => {
    const desk = await deskRequestOf(context, input.advisorCode);
    const request = searchRequestOf(desk, input.criteria);
    const dialect = dialectOf(context.db);
    const rows = (await searchAll(context.db, request, maximumClientExportRows)).map((row) =>
      clientRowOf(row, request, dialect),
    );
    const day = request.now.toISOString().slice(0, 10);
    return {
      fileName: `clients-${desk.scope.viewer.accountCode}-${day}.csv`,
      contentType: 'text/csv' as const,
      content: clientSearchCsv(rows, reportingCurrencyOf(desk), input.language),
      rows: rows.length,
    };
  },

  bookInstruments: async (input, context) => {
    const desk = await deskRequestOf(context, input.advisorCode);
    const clients = bookClientsQuery(context.db, desk.scope);
    return { instruments: await instrumentsHeldBy(context.db, clients, { text: input.text, limit: input.limit }) };
  },

  savedClientSearches: async (_input, context) => {
    const desk = await deskRequestOf(context);
    return { searches: await savedSearchesOf(context.db, desk.actor) };
  },
  saveClientSearch: async (input, context) => {
    const desk = await deskRequestOf(context);
    return saveSearch(context.db, desk.actor, input, context.clock.now());
  },
  renameClientSearch: async (input, context) => {
    const desk = await deskRequestOf(context);
    return renameSearch(context.db, desk.actor, input.searchId, input.name, context.clock.now());
  },
  deleteClientSearch: async (input, context) => {
    const desk = await deskRequestOf(context);
    await deleteSearch(context.db, desk.actor, input.searchId);
    return { deleted: true as const };
  },

  clientDetails: async (input, context) => clientDetailsOf(await deskClientOf(context, input)),
  clientPortfolio: async (input, context) => clientPortfolioOf(await deskClientOf(context, input)),
  clientActivity: async (input, context) => clientActivityOf(await deskClientOf(context, input)),

  clientNotes: async (input, context) => clientNotesOf(await deskClientOf(context, input), input),
  addClientNote: async (input, context) => addClientNote(await deskClientOf(context, input), input.text),
  editClientNote: async (input, context) =>
    editClientNote(await deskClientOf(context, input), input.noteId, input.text),
  deleteClientNote: async (input, context) => {
    await deleteClientNote(await deskClientOf(context, input), input.noteId);
    return { deleted: true as const };
  },
});
