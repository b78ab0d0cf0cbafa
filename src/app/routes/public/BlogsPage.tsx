// Owned by the issue that builds this page; replaced there.
export default function BlogsPage() {
  return <h1>BlogsPage</h1>;
}
