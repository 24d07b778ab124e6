// zod probes whether it may compile parsers with `new Function` the moment an object schema is
// built. Under the platform's CSP (no 'unsafe-eval', on purpose) Chromium logs that probe as a CSP
// violation on every page that builds one, although zod catches it. Its interpreter needs no eval,
// and zod reads this global (the one its `config()` writes) when its core loads. main.tsx imports
// this module first, so it runs before any other module of the app and before any lazy chunk
// brings zod.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
