/**
 * `npm start`: the product in one process on its embedded defaults (or whatever the environment
 * configures), in the role ROLE names (all, web or worker), with a start-up banner and a graceful
 * shutdown on SIGTERM / SIGINT.
 */
import { readConfig } from './config';
import { createLogger } from './logger';
import { readScaleOptions } from './scale-options';
import { startProduct } from './start-product';

const started = performance.now();

try {
  // Inside the try: a bad ROLE is a start-up failure with its message, like any other.
  const config = readConfig();
  const log = createLogger(config.logLevel);
  const scale = readScaleOptions();
  const SHUTDOWN_TIMEOUT_MS = scale.shutdownTimeoutMs;
  const product = await startProduct(config, { log, scale });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const width = Math.max(...Object.keys(product.modes).map((key) => key.length));
  const lines = [
    '',
    `  AdPilot ${config.role === 'all' ? '' : `(${config.role}) `}is running at ${product.url}  (started in ${seconds} s)`,
    '',
    ...Object.entries(product.modes).map(([part, mode]) => `  ${part.padEnd(width)}  ${mode}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting anyway', { timeoutMs: SHUTDOWN_TIMEOUT_MS });
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await product.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`\nAdPilot could not start: ${message}\n\n`);
  process.exit(1);
}
