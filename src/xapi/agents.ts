// Which user of this service an xAPI agent names: one rule for the intake (whom a statement may be
// about) and the reads (whose statements a query asks for), so that what a caller may write about
// someone and what they may read about them are decided about the same person. xAPI identifies
// an account by its home page and name together: the same name on another system is another
// person, so an account names a user here only on XAPI_ACCOUNT_HOMEPAGE.
import type { Principal } from '../auth/index.js';
import { normaliseEmail, type UserStore } from '../users/index.js';

/** A home page as compared: trailing slashes do not make another system. */
export const normaliseHomePage = (homePage: string): string => homePage.replace(/\/+$/, '');

export interface AgentNamingDeps {
  /** XAPI_ACCOUNT_HOMEPAGE: an account on it is named by a user id. */
  accountHomePage: string;
  sha1: (s: string) => string;
  users: Pick<UserStore, 'getByEmail'>;
}

type AgentShape = { mbox?: unknown; mbox_sha1sum?: unknown; openid?: unknown; account?: unknown; member?: unknown };

/** The e-mail of a `mailto:` IRI (letter case and surrounding blanks ignored); undefined for anything else. */
function mailtoAddress(mbox: unknown): string | undefined {
  if (typeof mbox !== 'string') return undefined;
  const m = /^mailto:(.+)$/i.exec(mbox.trim());
  return m ? normaliseEmail(m[1]!) : undefined;
}

export class AgentNaming {
  private readonly homePage: string;

  constructor(private readonly deps: AgentNamingDeps) {
    this.homePage = normaliseHomePage(deps.accountHomePage);
  }

  /** The user id an `account` names: its name when it is on XAPI_ACCOUNT_HOMEPAGE, otherwise undefined. */
  accountUserId(account: unknown): string | undefined {
    if (!account || typeof account !== 'object') return undefined;
    const { homePage, name } = account as { homePage?: unknown; name?: unknown };
    return typeof homePage === 'string' && typeof name === 'string' && normaliseHomePage(homePage) === this.homePage ? name : undefined;
  }

  /**
   * Whether `agent` is the principal: an `mbox` of their e-mail (any letter case), its
   * `mbox_sha1sum`, or an account on XAPI_ACCOUNT_HOMEPAGE named by their user id.
   */
  isPrincipal(agent: unknown, principal: Pick<Principal, 'userId' | 'email'>): boolean {
    if (!agent || typeof agent !== 'object') return false;
    const a = agent as AgentShape;
    const email = normaliseEmail(principal.email);
    if (a.mbox !== undefined) return mailtoAddress(a.mbox) === email;
    if (typeof a.mbox_sha1sum === 'string') return a.mbox_sha1sum.toLowerCase() === this.deps.sha1(`mailto:${email}`);
    if (a.account !== undefined) return this.accountUserId(a.account) === principal.userId;
    return false;
  }

  /**
   * The users `agent` names, as `principal` asks: the principal themselves when it is them by any
   * identifier (isPrincipal); otherwise an account on XAPI_ACCOUNT_HOMEPAGE names a user id and an
   * `mbox` a user's e-mail; an identified Group is itself the subject, an anonymous Group is its
   * members, each by this same rule. `undefined` marks someone who is no user here (an unknown
   * e-mail, an account on another home page, another person's `mbox_sha1sum`, `openid`): only an
   * admin may act for such people.
   */
  async usersNamed(agent: unknown, principal: Pick<Principal, 'userId' | 'email'>): Promise<Array<string | undefined>> {
    if (this.isPrincipal(agent, principal)) return [principal.userId];
    if (!agent || typeof agent !== 'object') return [undefined];
    const a = agent as AgentShape;
    if (a.mbox !== undefined) {
      const email = mailtoAddress(a.mbox);
      return [email === undefined ? undefined : (await this.deps.users.getByEmail(email))?.id];
    }
    if (a.account !== undefined) return [this.accountUserId(a.account)];
    if (a.mbox_sha1sum !== undefined || a.openid !== undefined) return [undefined];
    if (Array.isArray(a.member) && a.member.length > 0) return (await Promise.all(a.member.map((m) => this.usersNamed(m, principal)))).flat();
    return [undefined];
  }
}
