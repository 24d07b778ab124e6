/** The first lazy route. */
// Lazy routes are loaded through `import()`, which takes a module's default export.
// eslint-disable-next-line no-restricted-exports
export default function Home() {
  return <p>The floor of this stack.</p>;
}
