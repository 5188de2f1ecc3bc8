import { Link } from 'react-router';
import { paths } from '../config/paths.ts';

export default function HomePage() {
  return (
    <>
      <h1>Network at a glance</h1>
      <p>
        Browse the <Link to={paths.assets.href()}>assets</Link> of the network.
      </p>
    </>
  );
}
