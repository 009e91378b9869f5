import { AlertList } from './alert-list';

export default function Page() {
  return (
    <main>
      <h1>Alerts</h1>
      <AlertList />
    </main>
  );
}
