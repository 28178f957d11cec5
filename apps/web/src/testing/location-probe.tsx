import { useLocation } from 'react-router';

/** Where the app's router is, for tests to read with `screen.getByTestId('location')`. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}
