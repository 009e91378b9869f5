// The seed: the service's records for one seed number, deterministic (one PRNG stream, drawn in a
// fixed order) and built from a bundle's examples and enumerations. Each sandbox shape shows them in
// its own form (shape.ts `seed`). Counts are chosen so that pages do not divide evenly (137 alerts,
// 53 disputes at the default page size of 25).
import { oncePer } from '../../once.js';
import { deepFreeze } from '../deep-freeze.js';
import { createRandom, type Random } from '../prng.js';
import type { SpecModel } from '../spec-model.js';
import { seedAlerts } from './alerts.js';
import { personName, valueSets, type Json, type ValueSets } from './common.js';
import { seedDisputes } from './disputes.js';

export type { Json } from './common.js';
export const SEED_COUNTS = { alerts: 137, disputes: 53, accounts: 4, evidence: 3 } as const;

export interface SeedRecords {
  alerts: Json[];
  /** In the single-dispute form (`GET /disputes/{disputeId}`). */
  disputes: Json[];
  accounts: Json[];
  evidence: Json[];
}

const BUSINESSES = [
  'Northwind Tea Co',
  'Contoso Media Ltd',
  'Fabrikam Home GmbH',
  'Tailspin Toys Inc',
  'Litware Labs',
];

function account(r: Random, v: ValueSets): Json {
  const business = r.pick(BUSINESSES);
  const slug = business.toLowerCase().split(' ').slice(0, 2).join('-');
  return {
    id: r.id(),
    // Mostly active, so that a sandbox looks like a working platform.
    status: r.chance(0.75) ? 'active' : r.pick(v.accountStatus),
    owner_name: personName(r),
    business_name: business,
    business_url: `https://${slug}.example`,
    email: `billing@${slug}.example`,
  };
}

function seedAccounts(r: Random, v: ValueSets, model: SpecModel): Json[] {
  const { owner_name, business_name, business_url, email } = model.example('AccountCreate');
  const accounts: Json[] = [{ ...model.example('Account'), owner_name, business_name, business_url, email }];
  while (accounts.length < SEED_COUNTS.accounts) accounts.push(account(r, v));
  return accounts;
}

/** The spec's completed example, one failed generation and one more completed record. */
function seedEvidence(r: Random, disputes: readonly Json[], model: SpecModel): Json[] {
  const completed = model.example('EvidenceCompleted');
  const failedId = r.id();
  const laterId = r.id();
  return [
    completed,
    { id: failedId, status: 'error', file_url: null, file_version: null, dispute: r.pick(disputes).id },
    {
      id: laterId,
      status: 'completed',
      file_url: `https://files.example/evidence/${laterId}.pdf`,
      file_version: 2,
      dispute: r.pick(disputes).id,
    },
  ];
}

/** The webhooks of a version's own `WebhookList` example: each version lists its own. */
export const webhooksOf = (model: SpecModel): Json[] => {
  const data = model.example('WebhookList').data;
  return Array.isArray(data) ? (data as Json[]) : [];
};

/**
 * The seed for one seed number, from the examples and enumerations of `model` (the newest version
 * with the paged dispute list, whose contract names every resource).
 */
export function buildSeed(seed: number, model: SpecModel): SeedRecords {
  const r = createRandom(seed);
  const v = valueSets(model);
  const accounts = seedAccounts(r, v, model);
  // Alerts and disputes belong to the merchant of the spec's examples or to a connected account.
  const owners = [String(model.example('Alert').account_id), ...accounts.map((a) => String(a.id))];
  const alerts = seedAlerts(r, v, model, owners, SEED_COUNTS.alerts);
  const disputes = seedDisputes(r, v, model, owners, SEED_COUNTS.disputes);
  return { alerts, disputes, accounts, evidence: seedEvidence(r, disputes, model) };
}

const sharedSeed = oncePer((model: SpecModel, seed: number) => deepFreeze(buildSeed(seed, model)));

/**
 * The seed, made once per model and seed number, and shared by every sandbox and version made
 * from them; frozen, since no record is ever written in place (collection.ts copies the records it
 * changes), so that a write in one sandbox can never show in another.
 */
export const seedRecords = (seed: number, model: SpecModel): SeedRecords => sharedSeed(model, seed);
