import { TranslationCompleteness } from "../features/admin/translation-completeness";

export default function AdminTranslations() {
  return <TranslationCompleteness />;
}
