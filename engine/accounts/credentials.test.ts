import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '../../schema/auth';
import { AppError } from '../../schema/errors';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { signIn, signUp } from './credentials';
import { verifyPassword } from './password';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('built-in accounts', () => {
  it('signs up with a hashed password and signs in with it', async () => {
    const user = await signUp(db.orm.em.fork(), { email: 'ana@bakery.test', password: 'correct horse', firstName: 'Ana' });
    expect(user.firstName).toBe('Ana');
    const row = await db.orm.em.fork().getConnection().execute('select password_hash from users where id = ?', [user.id]);
    expect(row[0].password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row[0].password_hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', row[0].password_hash)).toBe(true);
    const signedIn = await signIn(db.orm.em.fork(), { email: 'ana@bakery.test', password: 'correct horse' });
    expect(signedIn.id).toBe(user.id);
  });

  it('refuses a second account with the same e-mail', async () => {
    await expect(signUp(db.orm.em.fork(), { email: 'ana@bakery.test', password: 'another one' })).rejects.toMatchObject({
      code: 'conflict',
    });
  });

  it('gives the same error for a wrong password and an unknown e-mail', async () => {
    const wrong = await signIn(db.orm.em.fork(), { email: 'ana@bakery.test', password: 'wrong password' }).catch((e) => e);
    const unknown = await signIn(db.orm.em.fork(), { email: 'nobody@bakery.test', password: 'wrong password' }).catch(
      (e) => e,
    );
    for (const error of [wrong, unknown]) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'invalid_credentials', status: 401, message: INVALID_CREDENTIALS_MESSAGE });
    }
  });
});
