/** "Maya Chen, CIO, Harborline Bank" → the name, and the role after the first comma. */
export function splitName(full: string): { name: string; role: string } {
  const [name = full, ...role] = full.split(', ');
  return { name, role: role.join(', ') };
}
