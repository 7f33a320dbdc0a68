/**
 * The first of the app's start chunks (src/main.tsx): React and React DOM's client, evaluated in a
 * task of their own. Named exports, not the package's namespace: an `import()` of the package
 * itself would keep every export in the bundle.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
