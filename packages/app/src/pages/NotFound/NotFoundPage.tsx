import { Link, useLocation } from 'react-router-dom';

export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Page not found</h1>
      <p>There is no page at {pathname}.</p>
      <p>
        <Link to="/route/list">Go to the route list</Link>
      </p>
    </>
  );
}
