import { OrderStatus } from '@/lib/contract';
import { formatCountdown, isPayable, minutesLeft, orderPhase } from './order-phase';

const deadline = '2026-12-01T10:30:00.000Z';
const before = Date.parse(deadline) - 1;
const at = Date.parse(deadline);
const order = (orderStatus: number, extra: Partial<Parameters<typeof orderPhase>[0]> = {}) => ({
  orderStatus,
  cancelReason: null,
  ticketing: 'NOT_STARTED' as const,
  paymentDeadline: deadline,
  ...extra,
});

describe('orderPhase', () => {
  it('is unpaid before the deadline and expired at it', () => {
    expect(orderPhase(order(OrderStatus.PENDING_PAYMENT), before)).toBe('UNPAID');
    expect(orderPhase(order(OrderStatus.PENDING_PAYMENT), at)).toBe('EXPIRED');
    expect(orderPhase(order(OrderStatus.PREPAYMENT_PENDING), before)).toBe('UNPAID');
    // A presale's balance is due until its deadline.
    expect(orderPhase(order(OrderStatus.DEPOSIT_PAID), before)).toBe('UNPAID');
    expect(orderPhase(order(OrderStatus.DEPOSIT_PAID), at)).toBe('EXPIRED');
  });

  it('keeps a failed payment payable until the deadline', () => {
    expect(orderPhase(order(OrderStatus.PAYMENT_FAILED), before)).toBe('PAYMENT_FAILED');
    expect(orderPhase(order(OrderStatus.PAYMENT_FAILED), at)).toBe('EXPIRED');
  });

  it('tells the reasons of a cancelled order apart', () => {
    expect(orderPhase(order(OrderStatus.CANCELLED, { cancelReason: 'USER' }), before)).toBe('CANCELLED');
    expect(orderPhase(order(OrderStatus.CANCELLED, { cancelReason: 'EXPIRED' }), before)).toBe('EXPIRED');
    expect(orderPhase(order(OrderStatus.CANCELLED, { cancelReason: 'TICKETING_FAILED' }), before)).toBe(
      'TICKETING_FAILED',
    );
  });

  it('does not call a paid order ticketed until the tickets are issued', () => {
    expect(orderPhase(order(OrderStatus.PAID, { ticketing: 'PENDING' }), at)).toBe('TICKETING');
    expect(orderPhase(order(OrderStatus.PAID, { ticketing: 'ISSUED' }), at)).toBe('TICKETED');
    expect(orderPhase(order(OrderStatus.PAID, { ticketing: 'FAILED' }), at)).toBe('TICKETING_FAILED');
    expect(orderPhase(order(OrderStatus.TICKETED, { ticketing: 'ISSUED' }), at)).toBe('TICKETED');
  });

  it('lets only unpaid and failed payments pay', () => {
    expect(isPayable('UNPAID')).toBe(true);
    expect(isPayable('PAYMENT_FAILED')).toBe(true);
    for (const phase of ['EXPIRED', 'CANCELLED', 'TICKETING', 'TICKETED', 'TICKETING_FAILED', 'OTHER'] as const)
      expect(isPayable(phase)).toBe(false);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss and rounds a started second up', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(59 * 60_000 + 59_000)).toBe('59:59');
  });

  it('shows hours from an hour (a presale balance window)', () => {
    expect(formatCountdown(60 * 60_000)).toBe('1:00:00');
    expect(formatCountdown(72 * 60 * 60_000 - 1_000)).toBe('71:59:59');
  });

  it('never goes below zero', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it('announces whole minutes', () => {
    expect(minutesLeft(30 * 60_000)).toBe(30);
    expect(minutesLeft(60_001)).toBe(2);
    expect(minutesLeft(60_000)).toBe(1);
    expect(minutesLeft(0)).toBe(0);
  });
});
