// Typed failures of the record store. They are AppErrors, so a route that lets one through answers
// in the standard error shape; none carries an upstream URL or an LRS's own message.
import { AppError, type ErrorDetails } from '../http/errors.js';

/** A statement id already stored with a different body (xAPI: 409 Conflict). */
export class StatementConflictError extends AppError {
  override name = 'StatementConflictError';
  constructor(readonly statementId: string) {
    super(409, 'statement_conflict', `A different statement with id ${statementId} is already stored`, { field: 'id', reason: 'conflict' });
  }
}

/** A statement that is not valid xAPI 1.0.3 (the record store refused it, or the validator did). */
export class StatementValidationError extends AppError {
  override name = 'StatementValidationError';
  constructor(
    readonly problems: string[],
    details?: ErrorDetails,
  ) {
    super(400, 'invalid_statement', problems.length ? `Statement is not valid xAPI: ${problems.slice(0, 5).join('; ')}` : 'Statement is not valid xAPI', details);
  }
}

/**
 * The record store could not be reached or failed (timeouts, 5xx after retries, bad credentials,
 * a full disk). Answered as 500: the caller's request was fine, the service's store was not.
 */
export class RecordStoreError extends AppError {
  override name = 'RecordStoreError';
  constructor(
    /** For logs only: what went wrong, without credentials. */
    readonly reason: string,
  ) {
    super(500, 'record_store_failed', 'The learning record store is not available; nothing was changed. Try again later.');
  }
}
