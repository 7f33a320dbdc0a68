/**
 * The second of the app's start chunks (src/main.tsx): React Router, evaluated in a task of its
 * own, after React. Named exports, so the bundle keeps only what the site uses.
 */
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
