import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MyBusinessResponse } from '../../../../schema/api/businesses';
import { simulatedNowMs } from '../../../../schema/demo-clock';
import type { Business } from '../../../../schema/entities';
import { MY_BUSINESS_QUERY_KEY } from '../../routing/business-gate';

/** The current time, refreshed every minute so that "d left" and ages move without a reload. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The simulated time of a demo business, moving on at its speed; real time for a business without a clock. */
export function useSimulatedNow(business: Business | null | undefined, realNow: Date): Date {
  const clock = business?.demoClock;
  const [tick, setTick] = useState(() => Date.now());
  // Fast play moves a simulated minute every 7 ms: the bar's clock ticks every second then.
  useEffect(() => {
    if (!clock || clock.speed === 'paused') return;
    const timer = setInterval(() => setTick(Date.now()), clock.speed === 'fast' ? 1_000 : 30_000);
    return () => clearInterval(timer);
  }, [clock]);
  if (!clock) return realNow;
  return new Date(simulatedNowMs(clock, Math.max(tick, realNow.getTime())));
}

/** The owner's business's now (simulated in demo mode once it has a clock), for components below the dashboard. */
export function useBusinessNow(): Date {
  const { data: business } = useQuery<MyBusinessResponse>({ queryKey: MY_BUSINESS_QUERY_KEY, enabled: false });
  return useSimulatedNow(business, useNow());
}
