// The xAPI routes (POST /api/xapi/statement, GET /api/xapi/statements), part of the record-store area's front door.
import type { Express } from 'express';
import type { XapiArea } from './area.js';
import { registerStatementIntakeDocs } from './openapi.js';
import { mountStatementIntake } from './routes.js';
import { registerStatementReadDocs } from '../read/openapi.js';
import { mountStatementRead } from '../read/routes.js';

export { createXapiArea, type XapiArea, type XapiAreaDeps } from './area.js';

export function mountXapi(app: Express, area: XapiArea): void {
  registerStatementIntakeDocs(area.openapi);
  registerStatementReadDocs(area.openapi);
  mountStatementIntake(app, area);
  mountStatementRead(app, area);
}
