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
}

/** Builds one event with its payload type checked against schema/socket.ts. */
export function domainEvent<K extends ServerToClientEventName>(name: K, businessId: string, payload: ServerToClientPayload<K>): DomainEvent {
  return { name, businessId, payload } as DomainEvent;
}
