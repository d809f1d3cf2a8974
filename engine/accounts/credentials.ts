import type { EntityManager } from '@mikro-orm/postgresql';
import { INVALID_CREDENTIALS_MESSAGE, type SignInRequest, type SignUpRequest } from '../../schema/auth';
import { errors } from '../../schema/errors';
import { User, type UserEntity } from '../db/entities';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';

/** Creates a built-in account. The e-mail is unique; a taken one is a clear 409. */
export async function signUp(em: EntityManager, input: SignUpRequest): Promise<UserEntity> {
  const existing = await em.findOne(User, { email: input.email });
  if (existing) throw errors.conflict('An account with this e-mail already exists. Sign in instead.');
  const user = em.create(User, {
    email: input.email,
    firstName: input.firstName?.trim() || null,
    profileImageUrl: null,
    passwordHash: await hashPassword(input.password),
    oidcSubject: null,
    lastSignInAt: new Date(),
  });
  await em.flush();
  return user;
}

/**
 * Checks built-in credentials. An unknown e-mail and a wrong password give the same error after
 * the same work, so that the answer does not tell which e-mails have accounts.
 */
export async function signIn(em: EntityManager, input: SignInRequest): Promise<UserEntity> {
  const user = await em.findOne(User, { email: input.email }, { populate: ['passwordHash'] });
  const stored = user?.passwordHash ?? (await decoyPasswordHash());
  const valid = await verifyPassword(input.password, stored);
  if (!user?.passwordHash || !valid) throw errors.invalidCredentials(INVALID_CREDENTIALS_MESSAGE);
  user.lastSignInAt = new Date();
  await em.flush();
  return user;
}
