// Routes of this area. Thin: parse with the area's schemas, call its domain logic, present.
import type { Express } from 'express';
import type { AppContext } from '../context.js';

export function mountMaps(_app: Express, _ctx: AppContext): void {}
