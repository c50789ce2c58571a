// POST /api/xapi/statement. Thin: authenticate (bearer or cookie), call the intake service.
import type { Express } from 'express';
import { principalOf } from '../../auth/index.js';
import { parseWith } from '../../http/validate.js';
import type { XapiArea } from './area.js';
import { StatementIntakeRequestSchema } from './schemas.js';

export function mountStatementIntake(app: Express, area: XapiArea): void {
  app.post('/api/xapi/statement', area.auth.bearerOrCookie, area.writes, async (req, res) => {
    const body: unknown = parseWith(StatementIntakeRequestSchema, req.body);
    res.status(200).set('Cache-Control', 'no-store').json(await area.intake.intake(principalOf(req), body));
  });
}
