import { describe, expect, it } from 'vitest';
import { SALES_ENQUIRY_STATUSES, nextSalesEnquiryStatus } from '../states/sales-enquiry-states';
import { SE, salesEnquiryInputSchema } from './sales-enquiries';

const contact = { contactPerson: 'Lim Chee Keong', email: 'Lim@Contractor.MY', contactPhone: '012-345 6704' };
const site = { addressLine1: 'Lot 2107, Jalan Besar', postcode: '43300', city: 'Seri Kembangan', state: 'Selangor' };
const goods = {
  type: 'logistics',
  ...contact,
  dropoff: site,
  itemCategory: 'precast',
  estimatedWeightKg: 10200,
  deliveryDate: '2030-05-12',
};

const issues = (value: unknown) => {
  const result = salesEnquiryInputSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a sales or logistics enquiry (spec §5 Enquiry)', () => {
  it('takes one complete address and keeps a blank one out of the way', () => {
    const parsed = salesEnquiryInputSchema.parse(goods);
    expect(parsed).toMatchObject({ type: 'logistics', email: 'lim@contractor.my', roadAccess: [], itemWeightKg: null });
    expect(parsed.type !== 'other' && parsed.pickup.addressLine1).toBe('');
  });

  it('needs a complete pickup or drop-off address, told with every other message', () => {
    expect(issues({ ...goods, dropoff: undefined, contactPerson: ' ' })).toEqual({
      contactPerson: 'validation.required',
      addresses: SE.addressNeeded,
    });
    expect(issues({ ...goods, pickup: { city: 'Rawang' } })).toEqual({
      'pickup.addressLine1': 'validation.required',
      'pickup.postcode': 'validation.required',
      'pickup.state': 'validation.requiredSelect',
    });
  });

  it('needs the delivery date, the item category and the estimated weight', () => {
    expect(issues({ ...goods, deliveryDate: '', itemCategory: undefined, estimatedWeightKg: null })).toEqual({
      deliveryDate: 'validation.required',
      itemCategory: 'validation.requiredSelect',
      estimatedWeightKg: 'validation.required',
    });
  });

  it('reads road access windows: both times or none, an overnight window allowed', () => {
    const rule = { days: 'weekdays', vehicle: 'lorry', access: 'allowed' };
    expect(issues({ ...goods, roadAccess: [{ ...rule, from: '22:00', to: '06:00' }, rule] })).toEqual({});
    expect(issues({ ...goods, roadAccess: [{ ...rule, to: '17:00' }] })).toEqual({ 'roadAccess.0.from': SE.timeBoth });
    expect(issues({ ...goods, roadAccess: [{ ...rule, from: '9:00', to: '09:00' }] })).toEqual({
      'roadAccess.0.from': SE.time,
    });
  });
});

describe('an other enquiry', () => {
  it('needs only the contact, a subject and a message', () => {
    expect(issues({ type: 'other', ...contact, subject: 'Hari Raya hours', message: 'Open?' })).toEqual({});
    expect(issues({ type: 'other', ...contact, email: 'x' })).toEqual({
      email: 'validation.email',
      subject: 'validation.required',
      message: 'validation.required',
    });
    expect(issues({ ...contact })).toEqual({ type: 'validation.requiredSelect' });
  });
});

describe('the enquiry states', () => {
  it.each([
    ['new', 'answer', 'answered'],
    ['answered', 'answer', 'answered'],
    ['new', 'close', 'closed'],
    ['answered', 'close', 'closed'],
    ['closed', 'answer', null],
    ['closed', 'close', null],
  ] as const)('%s, %s → %s', (from, action, to) => {
    expect(nextSalesEnquiryStatus(from, action)).toBe(to);
  });

  it('leaves no state unreachable', () => {
    const reached = new Set(
      ['new', 'answered', 'closed'].flatMap((s) =>
        ['answer', 'close'].map((a) => nextSalesEnquiryStatus(s as 'new', a as 'answer')),
      ),
    );
    expect(SALES_ENQUIRY_STATUSES.filter((s) => s !== 'new' && !reached.has(s))).toEqual([]);
  });
});
