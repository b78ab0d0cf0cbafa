/**
 * The public layout's own first calls, under every reading page: the category bar, the popular
 * list, and (the server's render only) the responsible-gambling texts of the footer.
 */
import { categoriesCall, popularCall, siteTextsCall } from './calls';

export const calls = () => ({
  categories: categoriesCall,
  popular: popularCall,
  siteTexts: siteTextsCall,
});
