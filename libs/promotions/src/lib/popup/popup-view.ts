// The kit's popup (its dialog, and the sanitiser of the items' HTML), imported by nothing else,
// so that it comes in a chunk of its own, loaded once a popup has something to show.
export { Popup } from '@mweb/ui-kit';
