/** A member's name as the site shows it to them (the toolbar): first name, then last name in capitals. */
export function shownName(member: { firstname: string; lastname: string }): string {
  return `${member.firstname} ${member.lastname.toUpperCase()}`;
}
