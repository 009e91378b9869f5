// The image's command, /app/dispute-api-mock.mjs: the mock's own (`dispute-api-mock`, whose
// `#!/usr/bin/env node` line cannot run in an image without /usr/bin/env), with its arguments, so
// `node /app/dispute-api-mock.mjs keys create …` works in a running container too.
import './node_modules/@dispute-api/mock/bin/dispute-api-mock.js';
