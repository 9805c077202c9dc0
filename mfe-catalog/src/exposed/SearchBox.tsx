import { SearchBox } from '../features/search/SearchBox';

export default SearchBox;
