// Why: see index.html.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
