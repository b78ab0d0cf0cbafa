/** The public layout's own first calls, under every reading page: the category bar, the popular list. */
import { categoriesCall, popularCall } from './calls';

export const calls = () => ({ categories: categoriesCall, popular: popularCall });
