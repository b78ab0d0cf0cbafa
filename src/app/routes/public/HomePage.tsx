// Owned by the issue that builds this page; replaced there.
export default function HomePage() {
  return <h1>HomePage</h1>;
}
