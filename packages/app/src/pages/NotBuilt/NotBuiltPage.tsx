import { Link, useLocation } from 'react-router-dom';

/** Pages of spec §2 whose screens later issues build; the guard in front of each already works. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Not available yet</h1>
      <p>The page {pathname} is not built yet in this version of Routebook.</p>
      <p>
        <Link to="/route/list">Go to the route list</Link>
      </p>
    </>
  );
}
