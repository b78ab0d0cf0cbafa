// Owned by the issue that builds this page; replaced there.
export default function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
