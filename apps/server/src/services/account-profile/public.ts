/*
 * What other parts of the server may use of the client's record (ADR 015): the demo records' seed (db/seed).
 */
export { seedDemoProfiles } from './profile-seed';
// The advisor desk (issue 28): a client's names, account type and contact, to search a book by and head its page.
export { profileNamesQuery, profileSummaryOf, type ProfileSummary } from './profile-names';
