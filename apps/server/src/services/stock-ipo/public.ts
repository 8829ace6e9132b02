/*
 * What other areas may use of IPOs (ADR 048): the advisor desk (issue 28) lists the offerings closing soon with how
 * many of a book's clients applied.
 */
export { ipoClosingsForBook, type BookIpoClosing } from './book-ipos';
