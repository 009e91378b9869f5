// Defaults of the mock, in a module without dependencies so that the CLI can check its arguments
// before it loads Prism.

/** The documented local access key: a development value, accepted by nothing but this mock. */
export const DEFAULT_API_KEY = 'local-dev-key';
export const DEFAULT_PORT = 4010;
/** Loopback only: the mock is for the developer's own machine. */
export const DEFAULT_HOST = '127.0.0.1';
