// What this area needs from school classes: the current class state, read on every request so a
// removed expert loses access at once. Through the school area's front door only.
export type { SchoolClass, SchoolClassDirectory } from '../school/index.js';
