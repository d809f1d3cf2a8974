import { AppSecret } from './app-secret';
import { Session } from './session';
import { User } from './user';

/** Every entity, listed explicitly (no discovery by file name). */
export const ENTITIES = [User, Session, AppSecret];

export { AppSecret, Session, User };
