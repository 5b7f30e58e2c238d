import 'server-only';

/** Razorpay's answer to an address it does not serve (and the sandbox's to every address while it is off). */
export const URL_NOT_FOUND = 'The requested URL was not found on the server.';
/** Razorpay's answer to an id that names nothing, whatever the kind of entity. */
export const ID_NOT_FOUND = 'The id provided does not exist';

/**
 * A refusal in Razorpay's shape, `{"error":{"code":"BAD_REQUEST_ERROR","description":…,"field"?:…}}`. Thrown by the
 * REST API's parts and turned into the answer by ./rest-api.ts; every malformed request ends here, never in a 500.
 */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
    this.name = 'RazorpayError';
  }
}

/** A 400 about one field of the request. */
export const badField = (field: string, description: string) => new RazorpayError(400, description, field);

export function razorpayErrorResponse(status: number, description: string, field?: string): Response {
  const error = { code: 'BAD_REQUEST_ERROR', description, ...(field === undefined ? {} : { field }) };
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * What every sandbox address answers while PAYMENTS is not 'sandbox': the site's own 404 in the site's shape, as for
 * any address no route serves (no sandbox is there to answer in Razorpay's).
 */
export const sandboxOffResponse = () =>
  Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
