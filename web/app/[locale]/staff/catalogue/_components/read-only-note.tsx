import form from '@/components/ui/form.module.css';

/** What a counsellor sees where an admin has the editor. */
export function ReadOnlyNote() {
  return <p className={form.hint}>Only admins can change the catalogue.</p>;
}
