/*
 * What other areas may use of corporate actions (ADR 048): the advisor desk (issue 28) lists the election deadlines
 * coming for a book's clients.
 */
export { electionDeadlinesForBook, type BookElectionDeadline } from './book-elections';
