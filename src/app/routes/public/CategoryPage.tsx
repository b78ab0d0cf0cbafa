// Owned by the issue that builds this page; replaced there.
export default function CategoryPage() {
  return <h1>CategoryPage</h1>;
}
