/** 'Équipe': the owner's staff, their invitations and her own sessions (docs/decisions/0201). */
export function StaffTab() {
  return <p className="text-sm text-neutral-700">Équipe</p>;
}
