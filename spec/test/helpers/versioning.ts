// What the reference's Versioning section says of 2024-03-18, where more than one test checks it.

/** The dispute list filters of 2024-03-18, which 2025-04-01 removed, in the section's order. */
export const FLAT_DISPUTE_FILTERS = [
  'dateCreatedFrom',
  'dateCreatedTo',
  'amountFrom',
  'amountTo',
  'statusNames',
  'reason',
  'processorNames',
];
