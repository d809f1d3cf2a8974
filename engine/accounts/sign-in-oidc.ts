import type { EntityManager } from '@mikro-orm/postgresql';
import { User, type UserEntity } from '../db/entities';

/** The claims our OpenID Connect callback keeps (SPEC: first name, e-mail, profile image). */
export interface OidcProfile {
  subject: string;
  email: string;
  firstName: string | null;
  profileImageUrl: string | null;
}

/** Finds or creates the account of an OpenID Connect subject, refreshing the profile each time. */
export async function upsertOidcUser(em: EntityManager, profile: OidcProfile): Promise<UserEntity> {
  const email = profile.email.trim().toLowerCase();
  const user =
    (await em.findOne(User, { oidcSubject: profile.subject })) ?? (await em.findOne(User, { email, oidcSubject: null }));
  if (user) {
    user.oidcSubject = profile.subject;
    user.email = email;
    user.firstName = profile.firstName ?? user.firstName;
    user.profileImageUrl = profile.profileImageUrl ?? user.profileImageUrl;
    user.lastSignInAt = new Date();
    await em.flush();
    return user;
  }
  const created = em.create(User, {
    email,
    firstName: profile.firstName,
    profileImageUrl: profile.profileImageUrl,
    passwordHash: null,
    oidcSubject: profile.subject,
    lastSignInAt: new Date(),
  });
  await em.flush();
  return created;
}
