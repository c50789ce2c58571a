// School classes -> response bodies, pure; called by the endpoints' `present` steps. The wire
// differs from the service's class in one field: the pending ownership transfer travels as the
// JSON string the API has always sent (and the class statements carry), not as a structure.
import { classView, type SchoolClass } from './schemas.js';

export const presentClass = (cls: SchoolClass) => classView(cls);

/** A page of classes; the invitee of a class's pending transfer sees it marked (`pendingTransferToYou`). */
export const presentClassPage = (page: { classes: Array<SchoolClass & { pendingTransferToYou?: true }>; nextCursor: string | null }) => ({
  success: true as const,
  classes: page.classes.map(classView),
  nextCursor: page.nextCursor,
});
