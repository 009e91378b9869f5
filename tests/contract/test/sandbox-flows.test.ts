// The sandbox's promise (apps/docs/guides/sandbox.md), as a frontend developer would try it: the real client against the
// sandbox, on the node server and as MSW handlers, each flow from the seeded state, every answer
// checked against the contract.
import { SEED_COUNTS } from '@dispute-api/mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  recordingClient,
  recordingClient2025,
  SAMPLE_IDS,
  SANDBOXES,
  v2024,
  v2025,
  withMock,
  type ContractMock,
} from './harness.js';

const EVIDENCE_DELAY_MS = 1_500;

describe.each(SANDBOXES)('%s mock', (mode) => {
  let mock: ContractMock;
  // The sandbox's clock: evidence timing is tested by moving it, not by waiting.
  let clock = Date.UTC(2025, 5, 1);
  beforeAll(async () => {
    mock = await withMock(mode, { evidenceDelayMs: EVIDENCE_DELAY_MS, now: () => clock });
  });
  beforeEach(() => mock.resetState());
  afterEach(() => expect(mock.takeDrift(), 'sandbox answers outside the contract').toEqual([]));
  afterAll(() => mock?.close());

  const client = () => recordingClient2025(mock).client;

  describe('paging through everything', () => {
    it.each([25, 10, 100, 7])(
      'paginateAlerts() yields exactly 137 distinct alerts (page size %i)',
      async (pageSize) => {
        const alerts = await v2025.toArray(v2025.paginateAlerts(client(), { pageSize }));
        expect(alerts).toHaveLength(SEED_COUNTS.alerts);
        expect(new Set(alerts.map((a) => a.id)).size).toBe(137);
      },
    );

    it.each([25, 10, 100, 7])(
      'paginateDisputes() yields exactly 53 distinct disputes (page size %i)',
      async (pageSize) => {
        const disputes = await v2025.toArray(v2025.paginateDisputes(client(), { pageSize }));
        expect(disputes).toHaveLength(SEED_COUNTS.disputes);
        expect(new Set(disputes.map((d) => d.id)).size).toBe(53);
      },
    );

    it('reads the pages it needs and no more', async () => {
      const { client: c, exchanges } = recordingClient2025(mock);
      await v2025.listAllAlerts(c);
      await v2025.listAllDisputes(c);
      expect(exchanges.map((e) => new URL(e.url).search)).toEqual([
        ...[0, 25, 50, 75, 100, 125].map((o) => `?offset=${o}&limit=25`),
        ...[0, 1, 2].map((p) => `?offset=${p}&limit=25`),
      ]);
    });
  });

  describe('writes show on the next read', () => {
    it('a reported outcome', async () => {
      const c = client();
      const alert = (await v2025.listAlerts(c, { limit: 1 })).alerts[0];
      const outcome = alert.outcome === 'duplicate' ? 'decline' : 'duplicate';
      await v2025.reportAlertOutcome(c, alert.id!, outcome);
      const after = await v2025.getAlert(c, alert.id!);
      expect(after.outcome).toBe(outcome);
      expect(after.status).toBe(alert.status);
    });

    it('an outcome for an unknown alert is a structured 404', async () => {
      const error = await v2025
        .reportAlertOutcome(client(), 'ffffffffffffffffffffffff', 'refunded')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(v2025.DisputeApiError);
      expect(error).toMatchObject({ status: 404, code: 'resource_not_found', retrySafe: false });
    });

    it('a registered webhook is listed, and gone after delete (2025-04-01)', async () => {
      const c = client();
      const created = (await v2025.createWebhook(c, {
        event: 'alerts.updated',
        url: 'https://app.example/hooks',
      })) as { id: string };
      expect((await v2025.listWebhooks(c)).data.map((w) => w.id)).toContain(created.id);
      await v2025.deleteWebhook(c, created.id);
      expect((await v2025.listWebhooks(c)).data.map((w) => w.id)).not.toContain(created.id);
      await expect(v2025.deleteWebhook(c, created.id)).rejects.toMatchObject({ status: 404 });
    });

    it('a registered webhook is listed, and gone after delete (2024-03-18)', async () => {
      const c = recordingClient(mock, '2024-03-18').client as v2024.DisputeApiClient;
      const created = (await v2024.createWebhook(c, {
        event: 'dispute.created',
        url: 'https://app.example/d',
      })) as { id: string };
      expect((await v2024.listWebhooks(c)).data.find((w) => w.id === created.id)).toMatchObject({
        event: 'dispute.created',
        active: true,
      });
      await v2024.deleteWebhook(c, created.id);
      expect((await v2024.listWebhooks(c)).data.map((w) => w.id)).not.toContain(created.id);
    });

    it('a platform-created dispute is readable, and counted in the list', async () => {
      const c = client();
      const { data, error, response } = await c.POST('/platform/disputes', {
        body: {
          source_id: 'dp_flow',
          account_id: SAMPLE_IDS.accountId,
          created_at: '2025-07-02T08:00:00Z',
          reason: 'duplicate_charge',
          due_by: '2025-07-16T23:59:59Z',
          amount: 42,
          currency: 'GBP',
          status: 'needs_response',
        },
      });
      expect(error).toBeUndefined();
      expect(response.status).toBe(201);
      const read = await v2025.getDispute(c, String(data!.id));
      expect(read).toMatchObject({ id: data!.id, reason: 'duplicate_charge', currency: 'GBP' });
      const all = await v2025.listAllDisputes(c);
      expect(all).toHaveLength(54);
      expect(all[0].id).toBe(data!.id);
    });

    it('a created account reads back', async () => {
      const c = client();
      const { data } = await c.POST('/accounts', {
        body: {
          owner_name: 'Mei Chen',
          business_name: 'Chen Tea',
          business_url: 'https://chen.example',
          email: 'mei@chen.example',
        },
      });
      const { data: read, response } = await c.GET('/accounts/{accountId}', {
        params: { path: { accountId: String(data!.id) } },
      });
      expect(response.status).toBe(200);
      expect(read).toMatchObject({ id: data!.id, status: 'active', business_name: 'Chen Tea' });
    });

    it(`evidence completes after the configured delay (${EVIDENCE_DELAY_MS} ms)`, async () => {
      const c = client();
      const { data: created } = await c.POST('/evidence', {
        body: { account_id: SAMPLE_IDS.accountId, dispute: { dispute_id: SAMPLE_IDS.disputeId } },
      });
      expect(created).toMatchObject({ status: 'in_progress', dispute: SAMPLE_IDS.disputeId });
      const read = async () =>
        (await c.GET('/evidence/{evidenceId}', { params: { path: { evidenceId: String(created!.id) } } }))
          .data!;
      expect((await read()).status).toBe('in_progress');
      clock += EVIDENCE_DELAY_MS - 1;
      expect((await read()).status).toBe('in_progress');
      clock += 1;
      expect(await read()).toMatchObject({ status: 'completed', file_version: 1 });
    });
  });

  describe('POST /__mock/reset', () => {
    it('restores the seed, so every test starts clean', async () => {
      const c = client();
      await v2025.reportAlertOutcome(c, SAMPLE_IDS.alertId, 'error');
      await v2025.createWebhook(c, { event: 'x', url: 'https://app.example/x' });
      await mock.resetState();
      expect((await v2025.getAlert(c, SAMPLE_IDS.alertId)).outcome).toBeNull();
      expect((await v2025.listWebhooks(c)).data).toHaveLength(2);
    });
  });
});
