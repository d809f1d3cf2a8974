import { Session } from './session';
import { User } from './user';

/** Every entity, listed explicitly (no discovery by file name). */
export const ENTITIES = [User, Session];

export { Session, User };
