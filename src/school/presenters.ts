// School classes -> response bodies, pure; called by the endpoints' `present` steps. The wire
// differs from the service's class in one field: the pending ownership transfer travels as the
// JSON string the API has always sent (and the class statements carry), not as a structure.
import { classView, type SchoolClass } from './schemas.js';
import type { ListedClass } from './store.js';

export const presentClass = (cls: SchoolClass) => classView(cls);

/**
 * A page of classes as JSON text; the invitee of a class's pending transfer sees it marked
 * (`pendingTransferToYou`). A class whose stored text is its wire form (`wire`) is sent as stored,
 * the others are serialised: the text is byte for byte what JSON.stringify gives for the page
 * `{ success: true, classes: [presentClass(cls) (+ the mark)], nextCursor }`
 * (test/school/presenters.test.ts).
 */
export function presentClassPageJson(page: { classes: ReadonlyArray<{ listed: ListedClass; pendingTransferToYou: boolean }>; nextCursor: string | null }): string {
  const classes = page.classes.map(({ listed, pendingTransferToYou }) =>
    !pendingTransferToYou && listed.wire !== undefined ? listed.wire : JSON.stringify(classView(pendingTransferToYou ? { ...listed.cls, pendingTransferToYou: true as const } : listed.cls)),
  );
  return `{"success":true,"classes":[${classes.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}
