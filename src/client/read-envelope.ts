import type { z } from '../contract/zod';
import { failedEnvelopeSchema } from '../contract/envelope';
import { ApiError, UnexpectedResponseError, type ResponseProblem, type SchemaIssue } from './errors';
import { redact } from './redact';
import type { RawAnswer } from './transport';

/**
 * The payload of an answer, parsed with `envelope` (an `okEnvelopeSchema(...)`). A failed envelope
 * throws an `ApiError`; anything that is not an envelope of the expected shape throws an
 * `UnexpectedResponseError` saying why. `operation` (method and path, never the query) names the
 * call in messages.
 */
export function readEnvelope<T>(
  answer: RawAnswer,
  envelope: z.ZodMiniType<{ data: T }>,
  operation: string,
  secret: string,
): T {
  const unexpected = (problem: ResponseProblem) =>
    new UnexpectedResponseError(
      answer.status,
      answer.contentType,
      problem,
      redact(`${operation} answered HTTP ${answer.status} with ${problemText(problem)}`, secret),
    );

  const json = parseJson(answer, secret);
  if (!json.ok) throw unexpected(json.problem);

  const failed = failedEnvelopeSchema.safeParse(json.value);
  if (failed.success) {
    const { meta } = failed.data;
    throw new ApiError({
      code: meta.code,
      status: answer.status,
      message: redact(meta.message ?? `The service failed with HTTP ${answer.status}`, secret),
      fieldErrors: meta.errors,
      retryAfterSeconds: parseRetryAfter(answer.retryAfter),
    });
  }
  const ok = envelope.safeParse(json.value);
  if (!ok.success) throw mismatch(ok.error, unexpected);
  return ok.data.data;
}

function problemText(problem: ResponseProblem): string {
  switch (problem.reason) {
    case 'empty_body':
      return 'an empty body';
    case 'html_page':
      return `an HTML page${problem.title ? ` ("${problem.title}")` : ''} instead of JSON`;
    case 'truncated_json':
      return 'JSON that breaks off before its end';
    case 'not_json':
      return 'a body that is not JSON';
    case 'schema_mismatch':
      return `a body of the wrong shape (${problem.issues
        .slice(0, 5)
        .map((i) => `${i.path}: ${i.message}`)
        .join('; ')})`;
  }
}

type Parsed = { ok: true; value: unknown } | { ok: false; problem: ResponseProblem };

function parseJson({ text, contentType }: RawAnswer, secret: string): Parsed {
  const body = text.trim();
  if (body === '') return { ok: false, problem: { reason: 'empty_body' } };
  if (contentType?.includes('html') || body.startsWith('<')) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(body)?.[1]?.trim().slice(0, 120);
    return { ok: false, problem: { reason: 'html_page', title: title || undefined } };
  }
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    if (breaksOff(body)) return { ok: false, problem: { reason: 'truncated_json' } };
    return { ok: false, problem: { reason: 'not_json', excerpt: redact(body.slice(0, 120), secret) } };
  }
}

/** True when a JSON text ends inside a string or with an object or array still open. */
function breaksOff(text: string): boolean {
  if (!text.startsWith('{') && !text.startsWith('[')) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return inString || depth > 0;
}

function mismatch(
  error: z.core.$ZodError,
  unexpected: (problem: ResponseProblem) => UnexpectedResponseError,
): UnexpectedResponseError {
  const issues: SchemaIssue[] = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
  return unexpected({ reason: 'schema_mismatch', issues });
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
