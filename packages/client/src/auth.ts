const API_KEY_HEADER = 'x-api-key';

/**
 * Returns a step that puts the Access Key on a request. The key lives only in this closure, never on
 * an object, so `JSON.stringify(client)` or `util.inspect(client)` cannot show it.
 */
export function createAuth(apiKey: string, secretKey: string | undefined): (request: Request) => void {
  // Messages name the option, never its value.
  if (typeof apiKey !== 'string' || apiKey.trim() === '') {
    throw new TypeError('createClient: `apiKey` (the Access Key) is required');
  }
  // A common cause of 403: the Secret Key sent where the Access Key belongs.
  if (secretKey !== undefined && apiKey === secretKey) {
    throw new TypeError('createClient: `apiKey` must be the Access Key; it equals `secretKey`');
  }
  return (request) => {
    request.headers.set(API_KEY_HEADER, apiKey);
  };
}
