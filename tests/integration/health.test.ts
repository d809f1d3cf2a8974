import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import { type RunningProduct, startProduct } from '../../api/start-product';

let product: RunningProduct;
let base: string;
const dataDir = mkdtempSync(join(tmpdir(), 'adpilot-health-'));

beforeAll(async () => {
  product = await startProduct(readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
    log: createLogger('silent'),
  });
  base = `http://127.0.0.1:${product.port}`;
});

afterAll(async () => {
  await product?.stop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports the database and the scheduler, and answers every response with a request id', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ok', database: { ok: true }, scheduler: { ok: true } });
  });

  it('answers 503 when the database is gone, while the liveness probe still answers', async () => {
    await product.database.stop();
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.database.ok).toBe(false);
    expect((await fetch(`${base}/api/health?probe=live`)).status).toBe(200);
  });
});
