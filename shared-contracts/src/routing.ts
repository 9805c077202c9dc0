/**
 * The router API of the site. The shell and the remotes import these from 'shared-contracts'
 * (never from 'react-router-dom'), so the router is one instance at run time (shared-contracts is
 * a Module Federation singleton) and is bundled tree-shaken inside it: the first load carries the
 * parts used here (~60 KB gzip less than sharing the whole react-router package).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
