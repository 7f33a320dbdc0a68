export { SearchButton } from './search-button';
