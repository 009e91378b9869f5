import { AlertList } from './AlertList.tsx';
import { client } from './api.ts';

export default function App() {
  return (
    <main>
      <h1>Alerts</h1>
      <AlertList client={client} />
    </main>
  );
}
