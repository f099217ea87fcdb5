export default function HomePage() {
  return <h1>Homefront</h1>;
}
