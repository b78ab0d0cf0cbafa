// Owned by the issue that builds this page; replaced there.
export default function SuggestionsPage() {
  return <h1>SuggestionsPage</h1>;
}
