/** The AI service failed in a way retrying will not fix now; `message` is safe to show. */
export class StrategistError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'rate_limited' | 'unavailable' | 'invalid_output' | 'configuration',
  ) {
    super(message);
    this.name = 'StrategistError';
  }
}
