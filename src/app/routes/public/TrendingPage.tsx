// Owned by the issue that builds this page; replaced there.
export default function TrendingPage() {
  return <h1>TrendingPage</h1>;
}
