// Optional API-key check for the map endpoints (docs/maps.md): off while MAP_API_KEYS is empty;
// when set, `X-API-Key` or `Authorization: Bearer` must carry one of the keys (constant time).
import type { RequestHandler } from 'express';
import { ApiKeySet, bearerToken } from '../http/api-keys.js';
import { appError } from '../http/errors.js';

export function mapApiKeyAuth(keys: readonly string[]): RequestHandler {
  const set = new ApiKeySet(keys);
  if (!set.enabled) return (_req, _res, next) => next();
  return (req, _res, next) => {
    const headerKey = req.headers['x-api-key'];
    const candidate = (typeof headerKey === 'string' && headerKey !== '' ? headerKey : undefined) ?? bearerToken(req.headers.authorization);
    if (candidate === undefined) {
      return next(appError('missing_api_key', 'This endpoint needs an API key in X-API-Key or Authorization: Bearer'));
    }
    if (set.match(candidate) === -1) return next(appError('invalid_api_key', 'The API key is not valid'));
    next();
  };
}
