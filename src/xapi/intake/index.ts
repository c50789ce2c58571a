// The xAPI intake (POST /api/xapi/statement), part of the record-store area's front door.
import type { Express } from 'express';
import type { XapiArea } from './area.js';
import { registerStatementIntakeDocs } from './openapi.js';
import { mountStatementIntake } from './routes.js';

export { createXapiArea, type XapiArea, type XapiAreaDeps } from './area.js';

export function mountXapi(app: Express, area: XapiArea): void {
  registerStatementIntakeDocs(area.openapi);
  mountStatementIntake(app, area);
}
