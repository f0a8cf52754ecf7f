/**
 * What the portal uses of React Router: the one shared copy holds these and
 * nothing else. Add a name here before importing it anywhere.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router/dist/production/index.mjs';
