/*
 * What other parts of the server may use of the client's record (ADR 015): the demo records' seed (db/seed).
 */
export { seedDemoProfiles } from './profile-seed';
