// Who vouches for a stored xAPI statement (its `authority`): the user who wrote it, or the service
// itself for its own records (practice sessions, school classes). Both are accounts on
// XAPI_ACCOUNT_HOMEPAGE, a user by their id and the service by this fixed name. The auth layer
// refuses a token whose subject is this name, so no user id can ever be it and no user's
// statement can carry the service's authority.
export const SERVICE_ACCOUNT_NAME = 'learning-platform-service';

export interface AuthorityAgent {
  objectType: 'Agent';
  account: { homePage: string; name: string };
}

/** The authority of a statement `writer` (a user id) stored; the service's own without a writer. */
export function authorityOf(accountHomePage: string, writer: string | undefined): AuthorityAgent {
  return { objectType: 'Agent', account: { homePage: accountHomePage, name: writer ?? SERVICE_ACCOUNT_NAME } };
}
