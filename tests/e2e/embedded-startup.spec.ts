import { expect, signUp, test, SAME_ORIGIN } from './support/product';

// CI runs the suite on a real PostgreSQL; this file keeps the embedded path honest there too.
test.use({ forceEmbedded: true });

test('on the embedded database the product starts, reports healthy, and signs an owner up and in', async ({ page, product }) => {
  expect(product.databaseKind).toBe('embedded');
  expect(product.modes.database).toContain('embedded PostgreSQL');
  const health = await page.request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: { ok: true } });

  const { email, password } = await signUp(page);
  await page.request.post('/api/logout', { headers: SAME_ORIGIN, data: {} });
  const signIn = await page.request.post('/api/auth/signin', { headers: SAME_ORIGIN, data: { email, password } });
  expect(signIn.status()).toBe(200);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
});
