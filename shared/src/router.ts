// The part of react-router a remote may use, shared with the host as one Module Federation singleton.
//
// Routing state lives in react-router's React contexts, so a remote's <Link> or useNavigate() must run
// against the host's copy of react-router. Sharing `react-router` itself would do that, but a shared
// package is provided whole (any remote could import any export): 62.5 KiB gzip on every page, of
// which the app uses a fraction. Sharing this module instead shares the same contexts (it re-exports
// the host's bundled react-router) while the host's bundler keeps only the exports used here and by
// the host. Remotes import routing from here, never from 'react-router' (a test in shared enforces
// it); its MF version is react-router's, so the contract check compares the router's versions.

export type { LinkProps, NavLinkProps } from 'react-router';
export {
  Link,
  Navigate,
  NavLink,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
