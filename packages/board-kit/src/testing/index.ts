// Test helpers for a game's board tests; never imported by a board itself.
export * from './heading-cases';
