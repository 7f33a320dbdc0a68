/** The route table (route-table.tsx), which the browser (src/app/start.tsx) and the prerender (src/entry-server.tsx) both use. */
export { routes } from './route-table';
