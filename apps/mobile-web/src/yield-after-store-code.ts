import { nextTask } from '@mweb/api-client/scheduling';

// The first load's modules evaluate in one task, which a member's home (painted early, from the
// service worker) counts whole as blocking time: 21-29 ms in Lighthouse's traces here, four
// times that on a cheap phone. About two thirds of it is the store's code: RTK Query's api, its
// endpoints and slices, and the storage they read. main.tsx imports this module right after
// @mweb/api-client, and the bundler places the await below at that point of the chunk: React DOM,
// the router, i18next and the app's screens evaluate in the next task.
await nextTask();
