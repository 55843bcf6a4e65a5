import { isAdsClientError } from '../../client/errors';
import { RESULT_CODES } from '../../contract/error-codes';

/** A failure explained for people: what happened, and what to do about it. */
export interface ServiceProblem {
  title: string;
  message: string;
  /** The remedy; connection problems point at the settings. */
  fix: string;
  /** True when the remedy is in Connection settings, so the UI can offer to open them. */
  inSettings: boolean;
}

const CHECK_KEY = 'Check the key in Connection settings.';
const CHECK_URL = 'Check the base URL in Connection settings, or start the service.';

/** Explains an error thrown by the AdsClient (or anything else) in the user's terms. */
export function describeServiceProblem(error: unknown): ServiceProblem {
  if (!isAdsClientError(error)) {
    return { title: 'Something went wrong', message: String(error), fix: 'Try again.', inSettings: false };
  }
  switch (error.kind) {
    case 'api':
      if (error.code === RESULT_CODES.missing_key.code || error.code === RESULT_CODES.invalid_key.code) {
        const message =
          error.code === RESULT_CODES.missing_key.code
            ? 'No API key was sent.'
            : 'The service does not accept this API key.';
        return { title: 'The key was refused', message, fix: CHECK_KEY, inSettings: true };
      }
      if (error.code === RESULT_CODES.plan_forbidden.code) {
        return {
          title: 'Not in your plan',
          message: error.message,
          fix: 'Remove the locked filter or use a key with a higher plan.',
          inSettings: false,
        };
      }
      if (error.code === RESULT_CODES.rate_limited.code || error.code === RESULT_CODES.unavailable.code) {
        const wait = error.retryAfterSeconds === undefined ? 'a moment' : `${error.retryAfterSeconds} s`;
        const title =
          error.code === RESULT_CODES.rate_limited.code ? 'Too many requests' : 'The service cannot reach its database';
        return { title, message: error.message, fix: `Try again in ${wait}.`, inSettings: false };
      }
      return {
        title: 'The service refused the request',
        message: error.message,
        fix: 'Try again, or change the filters.',
        inSettings: false,
      };
    case 'network':
      return { title: 'The service cannot be reached', message: error.message, fix: CHECK_URL, inSettings: true };
    case 'timeout':
      return {
        title: 'The service is not answering',
        message: error.message,
        fix: 'Try again in a moment.',
        inSettings: false,
      };
    case 'unexpected_response':
      return { title: 'This is not an ads search service', message: error.message, fix: CHECK_URL, inSettings: true };
    case 'config':
      return {
        title: 'The connection is not set up',
        message: error.message,
        fix: 'Fix it in Connection settings.',
        inSettings: true,
      };
    case 'aborted':
      return { title: 'Cancelled', message: error.message, fix: 'Try again.', inSettings: false };
  }
}
