// Owned by the issue that builds this page; replaced there.
export default function PromotionPage() {
  return <h1>PromotionPage</h1>;
}
