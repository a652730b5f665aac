import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Access } from '../routes';
import { ForbiddenError, UnauthorizedError } from './http-errors';

export interface Session {
  userId: string;
  email: string;
  role: 'employee' | 'hr' | 'admin';
  companyDomain: string;
  sessionHash: string;
}

/** Loads the caller's session for routes that need one. Replaced by the cookie session store (auth issue). */
export type SessionLoader = (event: APIGatewayProxyEventV2) => Promise<Session | null>;

let sessionLoader: SessionLoader = async () => null;

/** Lets the auth module plug the real loader in without the kit importing the store. */
export function setSessionLoader(loader: SessionLoader): void {
  sessionLoader = loader;
}

const roleRank = { employee: 0, hr: 1, admin: 2 } as const;

/** Enforces a route's access level; returns the session for signed-in routes. */
export async function authorize(event: APIGatewayProxyEventV2, access: Access): Promise<Session | null> {
  if (access === 'public' || access === 'webhook') return null;
  const session = await sessionLoader(event);
  if (!session) throw new UnauthorizedError();
  const needed = access === 'member' ? 0 : roleRank[access];
  if (roleRank[session.role] < needed) throw new ForbiddenError();
  return session;
}
