// GET /api/xapi/statements. Thin: authenticate (bearer or cookie), parse the query, call the read service.
import type { Express } from 'express';
import { principalOf } from '../../auth/index.js';
import { parseWith } from '../../http/validate.js';
import type { XapiArea } from '../intake/area.js';
import { StatementReadQuerySchema } from './schemas.js';
import { STATEMENTS_PATH } from './service.js';

export function mountStatementRead(app: Express, area: XapiArea): void {
  app.get(STATEMENTS_PATH, area.auth.bearerOrCookie, async (req, res) => {
    const query = parseWith(StatementReadQuerySchema, req.query, 'invalid_query');
    res.status(200).set({ 'Cache-Control': 'no-store', 'X-Experience-API-Version': '1.0.3' }).json(await area.reader.read(principalOf(req), query));
  });
}
