// Owned by the issue that builds this page; replaced there.
export default function CategoriesPage() {
  return <h1>CategoriesPage</h1>;
}
