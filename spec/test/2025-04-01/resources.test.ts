import { describe, expect, it } from 'vitest';
import { loadBundle, type JsonObject } from '../helpers/bundle.js';
import { schemaValidator } from '../helpers/validator.js';
import { acceptsNull, deref, enumValues, requiredOf, schemaAt } from '../helpers/walk.js';

const bundle = loadBundle('2025-04-01');
const at = (path: string) => schemaAt(bundle, path);
const values = (path: string) => enumValues(bundle, at(path));
const validate = schemaValidator(bundle);
const valid = (schema: string, value: unknown) =>
  validate(`#/components/schemas/${schema}`, value).length === 0;

describe('2025-04-01 resources as the reference lists them', () => {
  it('Alert: enums, nullability, bounds, and no other members', () => {
    expect(values('Alert.status')).toEqual(['alerted', 'pending', 'refund_initiated', 'prevented']);
    expect(values('Alert.outcome')).toEqual([
      'refunded',
      'previously_refunded',
      'duplicate',
      'decline',
      'error',
      'transaction_not_found',
    ]);
    expect(values('Alert.type')).toEqual(['fraud_warning', 'ethoca', 'cdrn', 'rdr', 'other']);
    expect(values('Alert.reason')).toEqual(['fraud', 'processing', 'authorization', 'service']);
    expect(acceptsNull(bundle, at('Alert.outcome'))).toBe(true);
    expect(acceptsNull(bundle, at('Alert.ext_account_id'))).toBe(true);
    expect(at('Alert.amount').minimum).toBe(0);
    expect(at('Alert.currency').maxLength).toBe(3);
    expect(at('Alert.created_at').format).toBe('date-time');
    expect(at('Alert.status_date').format).toBe('date-time');
    expect(at('Alert').additionalProperties).toBe(false);
    expect(at('NetworkTransaction').additionalProperties).toBe(false);
    expect(valid('Alert', { id: 'a', unknown: 1 })).toBe(false);
    expect(valid('Alert', { transaction: 'tx_1' })).toBe(true);
    expect(valid('Alert', { transaction: { id: null } })).toBe(true);
    expect(valid('Alert', { currency: 'usd' })).toBe(false);
    expect(valid('Alert', { amount: -1 })).toBe(false);
  });

  it('network_transaction: typed members and nothing else', () => {
    expect(Object.keys(at('NetworkTransaction').properties as object).sort()).toEqual(
      ['amount', 'arn', 'auth_code', 'bin', 'card_brand', 'created_at', 'currency', 'id', 'last4'].sort(),
    );
    expect(at('NetworkTransaction.bin').type).toBe('number');
    // The first 6 to 8 digits of the card number.
    for (const bin of [100000, 424242, 52223011, 99999999])
      expect(valid('NetworkTransaction', { bin }), String(bin)).toBe(true);
    for (const bin of [99999, 100000000, 4242.5, -424242, 0])
      expect(valid('NetworkTransaction', { bin }), String(bin)).toBe(false);
    expect(at('NetworkTransaction.currency').maxLength).toBe(3);
    expect(valid('NetworkTransaction', { extra: true })).toBe(false);
  });

  it('Transaction: identifiers, currency and type', () => {
    expect(values('Transaction.type')).toEqual(['paid', 'partially_paid', 'refunded', 'partially_refunded']);
    expect(valid('Transaction', { id: '0123456789abcdefABCDEF01' })).toBe(true);
    expect(valid('Transaction', { id: 'x'.repeat(128) })).toBe(true);
    expect(valid('Transaction', { id: 'x'.repeat(129) })).toBe(false);
    expect(valid('Transaction', { account_id: '0123456789abcdef01234567' })).toBe(true);
    expect(valid('Transaction', { account_id: 'not-hex' })).toBe(false);
    expect(valid('Transaction', { currency: 'EUR' })).toBe(true);
    expect(valid('Transaction', { currency: 'EURO' })).toBe(false);
    expect(valid('Transaction', { currency: 'eur' })).toBe(false);
    expect(valid('Transaction', { amount: -0.01 })).toBe(false);
    expect(valid('Transaction', { source_id: 's'.repeat(129) })).toBe(false);
    // Every member is nullable.
    const props = Object.keys(at('Transaction').properties as object);
    expect(valid('Transaction', Object.fromEntries(props.map((p) => [p, null])))).toBe(true);
  });

  it('payment_method, checks and billing_address', () => {
    expect(values('PaymentMethod.type')).toEqual(['card', 'wallet']);
    expect(values('PaymentMethod.brand')).toEqual([
      'visa',
      'mastercard',
      'discover',
      'amex',
      'jcb',
      'unionpay',
      'diners',
      'other',
    ]);
    expect(values('PaymentMethod.wallet')).toEqual([
      'paypal',
      'klarna',
      'affirm',
      'afterpay',
      'sezzle',
      'zip',
      'venmo',
      'apple',
      'other',
    ]);
    expect(values('PaymentChecks.avs_results')).toEqual(['N', 'A', 'Y', 'Z']);
    for (const check of ['three_d_secure_result', 'address_line1_check', 'address_zip_check', 'cvc_check']) {
      expect(values(`PaymentChecks.${check}`)).toEqual(['passed', 'failed']);
    }
    expect(valid('PaymentMethod', { expiry_month: 12, expiry_year: 2100, last4: '0000' })).toBe(true);
    for (const bad of [
      { expiry_month: 0 },
      { expiry_month: 13 },
      { expiry_year: 2018 },
      { expiry_year: 2101 },
      { last4: '12a4' },
      { country: 'us' },
      { wallet_email: 'not-an-email' },
      { name: 'n'.repeat(129) },
    ]) {
      expect(valid('PaymentMethod', bad), JSON.stringify(bad)).toBe(false);
    }
    const bounds = {
      name: [undefined, 128],
      line1: [3, 40],
      line2: [undefined, 40],
      city: [undefined, 35],
      zip_code: [undefined, 10],
    };
    for (const [field, [min, max]] of Object.entries(bounds)) {
      expect(at(`BillingAddress.${field}`).minLength, field).toBe(min);
      expect(at(`BillingAddress.${field}`).maxLength, field).toBe(max);
    }
    expect(at('BillingAddress.country').pattern).toBe('^[A-Z]{2}$');
    expect(at('BillingAddress.state').maxLength).toBeUndefined();
    expect(at('BillingAddress.phone').maxLength).toBeUndefined();
  });

  it('Dispute: flat list members, enums, nested detail', () => {
    expect(Object.keys(at('DisputeMembers').properties as object).sort()).toEqual([
      'account_id',
      'amount',
      'closed_at',
      'created_at',
      'currency',
      'due_by',
      'id',
      'reason',
      'source',
      'source_id',
      'stage',
      'status',
    ]);
    expect(values('Dispute.status')).toEqual(['needs_response', 'under_review', 'won', 'lost']);
    expect(values('Dispute.stage')).toEqual(['Chargeback', 'Inquiry', 'Pre_arbitration', 'Arbitration']);
    expect(values('Dispute.reason')).toEqual([
      'fraud',
      'not_received',
      'not_as_described',
      'canceled_recurring_billing',
      'duplicate_charge',
      'credit_not_processed',
      'other',
    ]);
    expect(at('Dispute.source')['x-unspecified']).toBeTruthy();
    // Types, formats and nullability of the flat members are not shown: nothing beyond the stated
    // values is fixed.
    expect(at('Dispute.currency').type).toBeUndefined();
    expect(acceptsNull(bundle, at('Dispute.amount'))).toBe(true);
    expect(at('Dispute.amount')['x-unspecified']).toBeTruthy();
    // The enumerations too: their values are stated, their nullability is not.
    for (const member of ['status', 'stage', 'reason']) {
      expect(acceptsNull(bundle, at(`Dispute.${member}`)), member).toBe(true);
      expect(at(`Dispute.${member}`)['x-unspecified'], member).toMatch(/may be null/);
      expect(valid('Dispute', { id: 'd_1', [member]: null }), member).toBe(true);
      expect(valid('DisputeDetail', { id: 'd_1', [member]: null, requestId: 'r' }), member).toBe(true);
      expect(valid('Dispute', { id: 'd_1', [member]: 'pending' }), member).toBe(false);
    }
  });

  it('Dispute list item: flat, related resources referenced and not embedded', () => {
    const flat = { id: 'd_1', status: 'won' };
    for (const nested of ['transaction', 'subscription', 'order']) {
      expect(valid('Dispute', { ...flat, [nested]: { id: 'x' } }), nested).toBe(false);
      expect(valid('Dispute', { ...flat, [nested]: [{ id: 'x' }] }), nested).toBe(false);
      // How a list item references the resource is not shown.
      expect(valid('Dispute', { ...flat, [nested]: 'x_1' }), nested).toBe(true);
      expect(at(`Dispute.${nested}`)['x-unspecified'], nested).toBeTruthy();
    }
    const page = (item: object) => ({
      disputes: [item],
      pagination: { totalCount: 1, offset: 0, limit: 25, totalPages: 1 },
      requestId: 'r',
    });
    expect(valid('DisputeList', page(flat))).toBe(true);
    expect(valid('DisputeList', page({ ...flat, order: { products: [] } }))).toBe(false);
    // The single dispute nests them.
    expect(
      valid('DisputeDetail', { ...flat, transaction: {}, subscription: null, order: {}, requestId: 'r' }),
    ).toBe(true);
  });

  it('single dispute: carries the three nested objects; how one without them shows it is open', () => {
    const flat = { id: 'd_1', status: 'won' };
    const detail = (related: object) => ({ ...flat, ...related, requestId: 'r' });
    // "additionally carry nested transaction, subscription and order objects": an object there is
    // the nested resource, checked as such.
    const subscription = {
      source_id: 's',
      created_at: 't',
      start_date: 't',
      frequency: 'month',
      frequency_count: 1,
    };
    expect(valid('DisputeDetail', detail({ transaction: {}, subscription, order: { products: [] } }))).toBe(
      true,
    );
    expect(valid('DisputeDetail', detail({ subscription: { frequency: 'month' } }))).toBe(false);
    expect(valid('DisputeDetail', detail({ transaction: { amount: -1 } }))).toBe(false);
    expect(valid('DisputeDetail', detail({ order: { products: 'none' } }))).toBe(false);
    // What a dispute without one carries is not shown: left out, null or another value.
    expect(requiredOf(deref(bundle, (at('DisputeWithRelated').allOf as JsonObject[])[1]))).toEqual([]);
    for (const nested of ['transaction', 'subscription', 'order']) {
      expect(at(`DisputeWithRelated.${nested}`)['x-unspecified'], nested).toMatch(/without an? \w+ shows it/);
      for (const none of [null, '', 0, false, []])
        expect(valid('DisputeDetail', detail({ [nested]: none })), `${nested}: ${JSON.stringify(none)}`).toBe(
          true,
        );
    }
    expect(valid('DisputeDetail', detail({}))).toBe(true);
    expect(valid('DisputeDetail', { ...flat, transaction: null, subscription: null, order: null })).toBe(
      false,
    );
    // Nested in an evidence record, the dispute is the same, with no requestId of its own.
    expect(
      valid('EvidenceRecord', { dispute: { ...flat, transaction: null, subscription }, requestId: 'r' }),
    ).toBe(true);
    expect(valid('EvidenceRecord', { dispute: { ...flat, subscription: {} }, requestId: 'r' })).toBe(false);
  });

  it('dispute creation: required members and enums', () => {
    expect(requiredOf(at('DisputeCreate'))).toEqual(
      ['account_id', 'amount', 'created_at', 'currency', 'due_by', 'reason', 'source_id', 'status'].sort(),
    );
    expect(values('DisputeCreate.status')).toEqual(['needs_response', 'under_review', 'won', 'lost']);
    expect(values('DisputeCreate.reason')).toEqual(values('Dispute.reason'));
    // The creation payload's enumerations are the reference's, with no null: "a `status`
    // enumeration of `needs_response`, `under_review`, `won`, `lost`".
    expect(acceptsNull(bundle, at('DisputeCreate.status'))).toBe(false);
    expect(acceptsNull(bundle, at('DisputeCreate.reason'))).toBe(false);
  });

  it('Subscription, Order and customer communication', () => {
    expect(requiredOf(at('Subscription'))).toEqual([
      'created_at',
      'frequency',
      'frequency_count',
      'source_id',
      'start_date',
    ]);
    expect(values('Subscription.frequency')).toEqual(['day', 'week', 'month', 'year']);
    expect(Object.keys(at('Order').properties as object).sort()).toEqual([
      'customer',
      'fulfillments',
      'products',
      'shipping_address',
    ]);
    expect(requiredOf(at('OrderProduct'))).toEqual(['name', 'price', 'quantity', 'type']);
    expect(requiredOf(at('CustomerCommunication'))).toEqual(['disputes', 'messages', 'source_id']);
    expect(requiredOf(at('CustomerMessage'))).toEqual(['body_plain_text', 'date', 'sender']);
    expect(values('CustomerMessage.type')).toEqual(['email', 'chat', 'transcript', 'form', 'sms']);
    expect(valid('CustomerCommunication', { source_id: 's', disputes: [1], messages: [] })).toBe(false);
  });

  it('webhooks: plain-string event, {success, data} list', () => {
    expect(at('Webhook.event').type).toBe('string');
    expect(at('Webhook.event').enum).toBeUndefined();
    expect(Object.keys(at('Webhook').properties as object).sort()).toEqual(['event', 'id', 'url']);
    // The list items lost `active` and `version` in this version.
    const hook = { id: 'w_1', event: 'dispute.created', url: 'https://hooks.example/a' };
    expect(valid('Webhook', hook)).toBe(true);
    expect(valid('Webhook', { ...hook, active: true })).toBe(false);
    expect(valid('Webhook', { ...hook, version: '2024-03-18' })).toBe(false);
    expect(valid('WebhookList', { success: true, data: [{ ...hook, active: false }], requestId: 'r' })).toBe(
      false,
    );
    expect(requiredOf(at('WebhookList'))).toEqual(['data', 'requestId', 'success']);
    expect(at('WebhookList.success').type).toBe('boolean');
    expect(requiredOf(at('WebhookCreate'))).toEqual(['event', 'url']);
  });

  it('accounts and evidence', () => {
    expect(requiredOf(at('AccountCreate'))).toEqual(['business_name', 'business_url', 'email', 'owner_name']);
    expect(values('AccountCreate.status')).toEqual(['active', 'inactive']);
    expect(values('Account.status')).toEqual(['active', 'inactive']);
    expect(requiredOf(at('Account'))).toEqual(['id', 'requestId', 'status']);
    expect(valid('Account', { id: 'a', requestId: 'r' })).toBe(false);
    expect(values('EvidenceRecord.status')).toEqual(['in_progress', 'completed', 'error']);
    expect(requiredOf(at('EvidenceCreate'))).toEqual(['account_id', 'dispute']);
    expect(valid('EvidenceCreate', { account_id: 'a', dispute: { dispute_id: 'd' } })).toBe(true);
    expect(valid('EvidenceCreate', { account_id: 'a', dispute: {} })).toBe(false);
    expect(valid('EvidenceRecord', { dispute: 'd_1', requestId: 'r' })).toBe(true);
    expect(valid('EvidenceRecord', { dispute: 'd_1' })).toBe(false);
    expect(valid('EvidenceRecord', { dispute: 42, requestId: 'r' })).toBe(false);
  });

  it('pagination objects: totalPages for disputes only', () => {
    expect(requiredOf(at('AlertPagination'))).toEqual(['limit', 'offset', 'totalCount']);
    expect(requiredOf(at('DisputePagination'))).toEqual(['limit', 'offset', 'totalCount', 'totalPages']);
    expect(requiredOf(at('AlertList'))).toEqual(['alerts', 'pagination', 'requestId']);
    expect(requiredOf(at('DisputeList'))).toEqual(['disputes', 'pagination', 'requestId']);
    // Alert pages have no totalPages, and the schema refuses one.
    expect(valid('AlertPagination', { totalCount: 1, offset: 0, limit: 25 })).toBe(true);
    expect(valid('AlertPagination', { totalCount: 1, offset: 0, limit: 25, totalPages: 1 })).toBe(false);
  });
});
