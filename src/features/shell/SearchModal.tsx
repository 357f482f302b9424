// The nav's search button opens the people search of the discover feature.
export { SearchModal } from '../discover/SearchModal';
