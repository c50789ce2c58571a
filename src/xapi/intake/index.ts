// Builds the record-store area (its endpoints are in ../endpoints.ts); part of the area's front door.

export { createXapiArea, type XapiArea, type XapiAreaDeps } from './area.js';
