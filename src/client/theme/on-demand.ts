/**
 * The built-in components that load on demand, for a site theme that wraps its replacement of them
 * (`import { SearchModal } from 'docsite/theme/on-demand'`). Not in the main barrel: a page importing any
 * component of the site theme would otherwise load them up front.
 */
export { HomeLayout } from './home/HomeLayout.tsx';
export { default as SearchModal } from './search/SearchModal.tsx';
