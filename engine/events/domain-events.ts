import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerToClientEventName, ServerToClientPayload } from '../../schema/socket';

/** A change the owner's browser should hear about: a Socket.IO event for the business's room. */
export type DomainEvent = {
  [K in ServerToClientEventName]: { name: K; businessId: string; payload: ServerToClientPayload<K> };
}[ServerToClientEventName];

export type DomainEventListener = (event: DomainEvent) => void;

/**
 * In-process bus of domain events. Events are published only after the transaction that caused
 * them committed (see `UnitOfWork`), so a push never announces a change a reader cannot see yet.
 * The web process subscribes and emits each to `businessRoom(businessId)`.
 */
export class DomainEventBus {
  private readonly listeners = new Set<DomainEventListener>();

  subscribe(listener: DomainEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(events: readonly DomainEvent[]): void {
    const held = heldEvents.getStore();
    if (held) {
      held.push(...events);
      return;
    }
    for (const event of events) {
      for (const listener of this.listeners) {
        try {
          listener(event);
        } catch {
          // A failing listener (e.g. a closed socket server) must not undo or block committed work.
        }
      }
    }
  }

  /**
   * Runs `work` holding back what it publishes, then publishes it all once `work` resolves; drops
   * it if `work` fails. For units that commit inside a larger transaction (`Database.inOneTransaction`):
   * their pushes wait for that transaction's commit. Repeated pushes of a whole business or
   * campaign, or of "reload", are sent once: the last (COALESCED).
   */
  async holdWhile<T>(work: () => Promise<T>): Promise<T> {
    if (heldEvents.getStore()) return work();
    const held: DomainEvent[] = [];
    const value = await heldEvents.run(held, work);
    this.publish(lastOfRepeated(held));
    return value;
  }
}

const heldEvents = new AsyncLocalStorage<DomainEvent[]>();
/** Events that carry the whole of something (or only "reload"): of several alike, the last says it all. */
const COALESCED: ReadonlySet<string> = new Set(['business.updated', 'hierarchy.changed', 'campaigns.changed', 'campaign.updated']);

function lastOfRepeated(events: readonly DomainEvent[]): DomainEvent[] {
  const keyOf = (event: DomainEvent) => (event.name === 'campaign.updated' ? `${event.name}|${event.businessId}|${event.payload.id}` : `${event.name}|${event.businessId}`);
  const last = new Map<string, number>();
  events.forEach((event, index) => {
    if (COALESCED.has(event.name)) last.set(keyOf(event), index);
  });
  return events.filter((event, index) => !COALESCED.has(event.name) || last.get(keyOf(event)) === index);
}

/** Builds one event with its payload type checked against schema/socket.ts. */
export function domainEvent<K extends ServerToClientEventName>(name: K, businessId: string, payload: ServerToClientPayload<K>): DomainEvent {
  return { name, businessId, payload } as DomainEvent;
}
