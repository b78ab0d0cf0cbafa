// Owned by the issue that builds this page; replaced there.
export default function PolicyPage() {
  return <h1>PolicyPage</h1>;
}
