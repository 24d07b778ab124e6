// zod probes whether it may compile parsers with `new Function` the moment an object schema is
// built; under the platform's CSP (no 'unsafe-eval', on purpose) Chromium logs that probe as a
// CSP violation on every load, although zod catches it. Its interpreter needs no eval, and zod
// reads this global object (the one its `config()` writes) when it loads. A deferred classic
// script before the app's module script in index.html: both run in document order once the page
// is parsed, so this runs before any chunk of the app builds a schema.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
