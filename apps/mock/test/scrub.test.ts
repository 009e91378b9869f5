// The recording's fakes of personal data: stable within one recording, different across recordings
// (each has its own key), and written so that no fake of a postal code or a phone number can be
// someone's real one. A five-digit fake zip once met a real zip of the seed in a recording, which
// the leak check of proxy-record.test.ts caught one run in several.
import { describe, expect, it } from 'vitest';
import { createScrub } from '../src/core/proxy/scrub.js';

const person = {
  billing_address: {
    name: 'Jane Realperson',
    zip_code: '40223',
    phone: '+15551234567',
    line1: '12 Elm Street',
  },
};

async function scrubbed(scrub = createScrub()) {
  return ((await scrub('alerts', person)) as typeof person).billing_address;
}

describe('the fakes of a recording', () => {
  it('are the same for the same value within one recording, and differ across recordings', async () => {
    const scrub = createScrub();
    expect(await scrubbed(scrub)).toEqual(await scrubbed(scrub));
    expect((await scrubbed()).name).not.toBe((await scrubbed()).name);
  });

  it('never write a postal code or a phone number as a real one is written', async () => {
    // Many keys, so that a fake format that can meet a real value would show it.
    for (let i = 0; i < 200; i++) {
      const { zip_code, phone, name, line1 } = await scrubbed();
      expect(zip_code).toMatch(/^zip-[0-9a-f]{6}$/);
      expect(zip_code.length).toBeLessThanOrEqual(10); // BillingAddress.zip_code's maxLength
      expect(phone).toMatch(/^\+1-555-\d{7}$/);
      expect(name).toMatch(/^Person [0-9a-f]{8}$/);
      expect(line1).toMatch(/^\d+ Example Street$/);
    }
  });

  it('never leave a value as it was, not even four card digits', async () => {
    // Every four-digit value, twice: a fake drawn without a check would equal its value about
    // once per 10,000, so at least once here more often than not.
    const values = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));
    for (let round = 0; round < 2; round++) {
      const scrub = createScrub();
      const fakes = await Promise.all(
        values.map(async (last4) => {
          const alert = (await scrub('alerts', { network_transaction: { last4 } })) as typeof person & {
            network_transaction: { last4: string };
          };
          return alert.network_transaction.last4;
        }),
      );
      expect(fakes.filter((fake, n) => fake === values[n])).toEqual([]);
      expect(fakes.every((fake) => /^\d{4}$/.test(fake))).toBe(true);
    }
  });
});
