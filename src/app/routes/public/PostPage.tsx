// Owned by the issue that builds this page; replaced there.
export default function PostPage() {
  return <h1>PostPage</h1>;
}
