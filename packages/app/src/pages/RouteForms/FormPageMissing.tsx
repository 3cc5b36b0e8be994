import { Link } from 'react-router-dom';

/** What a deep-linked form shows when its record does not exist or is another company's. */
export function FormPageMissing({ what }: { what: string }) {
  return (
    <>
      <h1>Not found</h1>
      <p>This {what} does not exist or belongs to another company.</p>
      <p>
        <Link to="/route/list">Go to the route list</Link>
      </p>
    </>
  );
}
