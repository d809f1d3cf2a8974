/** A clock that moves only when told: simulated days pass in milliseconds (tests, seed, bench). */
export class VirtualClock {
  constructor(private nowMs: number) {}

  readonly now = (): number => this.nowMs;

  advance(ms: number): void {
    this.nowMs += ms;
  }
}
