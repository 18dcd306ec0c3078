export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '10vh auto', padding: 24 }}>
      <h1>Veltrix Consulting</h1>
      <p>IT architecture, UX/UI product design and end-to-end development.</p>
    </main>
  );
}
