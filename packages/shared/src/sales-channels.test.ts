import { describe, expect, it } from 'vitest';
import {
  OPTIONAL_SALES_CHANNELS,
  acceptedChannels,
  channelOf,
  sellerChannelsInputSchema,
} from './schemas/sales-channels';

const none = { awarded: false, quoted: false, onBehalf: false, purchaseOrder: false };

describe('the channel of an order', () => {
  it.each([
    [none, 'web'],
    [{ ...none, purchaseOrder: true }, 'web'],
    [{ ...none, onBehalf: true }, 'onBehalf'],
    [{ ...none, onBehalf: true, purchaseOrder: true }, 'purchaseOrder'],
    [{ ...none, quoted: true }, 'quotation'],
    [{ ...none, quoted: true, onBehalf: true, purchaseOrder: true }, 'quotation'],
    [{ ...none, awarded: true, quoted: true }, 'award'],
    [{ ...none, awarded: true, onBehalf: true }, 'award'],
  ] as const)('%o is %s', (facts, channel) => {
    expect(channelOf(facts)).toBe(channel);
  });
});

describe('the channels a supplier takes', () => {
  it('always hold the shop’s checkout, in the screens’ order', () => {
    expect(acceptedChannels([])).toEqual(['web', 'onBehalf', 'purchaseOrder', 'quotation', 'award']);
    expect(acceptedChannels(['quotation', 'onBehalf'])).toEqual(['web', 'purchaseOrder', 'award']);
    expect(acceptedChannels([...OPTIONAL_SALES_CHANNELS])).toEqual(['web']);
  });

  it('are chosen among the channels that may be declined, never the shop’s checkout', () => {
    expect(sellerChannelsInputSchema.safeParse({ accepts: ['web'] }).success).toBe(false);
    expect(sellerChannelsInputSchema.safeParse({ accepts: ['award', 'quotation'] }).success).toBe(true);
    expect(sellerChannelsInputSchema.safeParse({ accepts: ['phone'] }).success).toBe(false);
  });
});
