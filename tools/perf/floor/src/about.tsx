/** The second lazy route. */
// Lazy routes are loaded through `import()`, which takes a module's default export.
// eslint-disable-next-line no-restricted-exports
export default function About() {
  return <p>React, its router, Redux Toolkit with RTK Query, and i18next: nothing else.</p>;
}
