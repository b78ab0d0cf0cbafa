// Owned by the issue that builds this page; replaced there.
export default function AboutPage() {
  return <h1>AboutPage</h1>;
}
