import { getTranslations } from 'next-intl/server';
import { pages } from '@/lib/routes/pages';
import { listCategoriesForConsole } from '@/lib/staff/catalogue/categories';
import { requireStaffPage } from '../../../_lib/current-staff';
import { AdminEditor, CataloguePage, catalogueMetadata } from '../../_components/catalogue-page';
import { CategoryForm } from '../../_components/category-form';
import { CATEGORY_FORM_MESSAGES } from '../../_lib/messages';
import { stockIcons } from '../../_lib/stock-icons';

export const generateMetadata = () => catalogueMetadata('newCategory');

/** An admin adds a category, placed last unless told otherwise. */
export default async function NewCategoryPage() {
  const { member } = await requireStaffPage();
  const [t, categories] = await Promise.all([
    getTranslations('catalogueConsole.categories'),
    listCategoriesForConsole(),
  ]);
  const position = Math.max(0, ...categories.map((c) => c.position + 1));
  return (
    <CataloguePage member={member} tab={pages.staffCategories} title={t('newTitle')}>
      <AdminEditor member={member} messages={CATEGORY_FORM_MESSAGES}>
        <CategoryForm
          id={null}
          initial={{ name: '', nameHi: '', icon: '', position }}
          icons={stockIcons(categories, (name) => t('stockIcon', { name }))}
        />
      </AdminEditor>
    </CataloguePage>
  );
}
