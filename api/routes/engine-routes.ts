import type { Engine } from '../../engine/engine';

/** What the engine's route modules need: the composed engine (commands and queries). */
export interface EngineRouteDeps {
  engine: Engine;
}
