import type { IncomingMessage } from 'node:http';
import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import { bodyParser } from '@koa/bodyparser';
import type { AppContext, AppMiddleware } from './app-state';

/** JSON and form bodies of API calls, in bytes. Uploads get their own multipart handling in their module. */
export const BODY_LIMIT = 64 * 1024;

/**
 * A call whose form / JSON body may be larger than BODY_LIMIT (the editor's doc-set carries the
 * whole document). `limit` is in bytes; anything larger is refused with 413 before it is read.
 */
export interface LargeBodyRoute {
  method: string;
  /** Matches the request path. */
  path: RegExp;
  limit: number;
}

/** The methods whose JSON / form bodies are read (@koa/bodyparser's default). */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** @koa/bodyparser's JSON and form types: only these are read, and only these are decoded. */
const PARSED_TYPES = [
  'application/json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/csp-report',
  'application/reports+json',
  'application/scim+json',
  'application/x-www-form-urlencoded',
];

/** A client error the error middleware answers in the seeds' shape (its message is shown). */
function clientError(status: number, message: string): Error {
  return Object.assign(new Error(message), { status, expose: true });
}

/** The body's Content-Encoding, lower case; `identity` when there is none. */
function contentCoding(ctx: AppContext): string {
  return ctx.get('Content-Encoding').trim().toLowerCase() || 'identity';
}

/** A decompressor for the codings browsers and HTTP clients send; undefined for any other. */
function decompressor(coding: string): Transform | undefined {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
    case 'deflate':
      // Unzip tells gzip from zlib-wrapped deflate by the header, as the `inflation` package does.
      return zlib.createUnzip();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/** Passes bytes through and fails once more than `limit` of them went by. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(clientError(413, 'request entity too large'));
      else callback(null, chunk);
    },
  });
}

/** What co-body needs of a request: its headers and its (decoded) body stream. */
type DecodedRequest = PassThrough & { headers: IncomingMessage['headers'] };

/**
 * The request body decompressed, as a stream with the request's headers but no Content-Encoding,
 * for the body parser (whose own decompression turns a body that does not decompress into a 500).
 * Both sides are bounded by `limit`: the compressed bytes here, the decompressed ones by the
 * parser's limit, which stops reading (and so inflating) at the limit: a gzip bomb costs at most
 * `limit` plus the streams' buffers. A body that does not decompress is a 400.
 */
function decodedRequest(req: IncomingMessage, decoder: Transform, limit: number) {
  const counter = byteLimit(limit);
  const headers = { ...req.headers };
  delete headers['content-encoding'];
  delete headers['content-length'];
  const decoded = Object.assign(new PassThrough(), { headers }) as DecodedRequest;
  let failed = false;
  const fail = (error: Error) => {
    if (failed) return;
    failed = true;
    req.unpipe(counter);
    counter.destroy();
    decoder.destroy();
    decoded.destroy(error);
  };
  counter.on('error', fail);
  // The parser listens while it reads; an error after it stopped (release) must not go unheard.
  decoded.on('error', () => undefined);
  decoder.on('error', () => fail(clientError(400, 'The request body does not decompress')));
  const aborted = () => {
    if (!req.complete)
      fail(Object.assign(clientError(400, 'The request was aborted'), { type: 'request.aborted' }));
  };
  req.once('close', aborted);
  req.pipe(counter).pipe(decoder).pipe(decoded);
  return {
    decoded,
    /** After parsing: stops reading what is left of a refused body. */
    release(complete: boolean) {
      req.off('close', aborted);
      if (!complete) fail(clientError(400, 'The request body was not read'));
    },
  };
}

const parser = (limit: number) =>
  bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: limit,
    formLimit: limit,
    jsonStrict: true,
  });

/**
 * Reads JSON and form bodies (identity, gzip, deflate or br) into ctx.request.body. A body over
 * the limit, before or after decompression, is a 413; one that does not decompress or parse, a
 * 400; a Content-Encoding other than those, on any body, a 415 (multipart uploads included: they
 * are read as they come, undecoded).
 */
export function parseBodies(largeRoutes: readonly LargeBodyRoute[] = []): AppMiddleware {
  const standard = { limit: BODY_LIMIT, parse: parser(BODY_LIMIT) };
  const large = largeRoutes.map((route) => ({ ...route, parse: parser(route.limit) }));
  return async (ctx, next) => {
    const route =
      large.find((item) => item.method === ctx.method && item.path.test(ctx.path)) ?? standard;
    const coding = contentCoding(ctx);
    if (coding === 'identity') return route.parse(ctx, next);

    const parsed = PARSED_METHODS.has(ctx.method) && Boolean(ctx.is(PARSED_TYPES));
    const hasBody = Boolean(ctx.request.length) || ctx.get('Transfer-Encoding') !== '';
    const decoder = parsed ? decompressor(coding) : undefined;
    if (!decoder) {
      if (!hasBody) return next();
      throw clientError(415, `Unsupported Content-Encoding: ${coding.slice(0, 40)}`);
    }

    const { decoded, release } = decodedRequest(ctx.req, decoder, route.limit);
    // The parser reads `ctx.req`: it gets a view of this context whose request is the decoded one.
    const view = Object.create(ctx, { req: { value: decoded } }) as AppContext;
    let complete = false;
    try {
      await route.parse(view, async () => {});
      complete = true;
    } catch (error) {
      // The rest of a refused body is not read: the connection closes after the answer.
      ctx.set('Connection', 'close');
      throw error;
    } finally {
      release(complete);
    }
    await next();
  };
}
