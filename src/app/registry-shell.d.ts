// The build provides the shell data (site facts, menus, routes) as this module.
declare module 'registry:shell' {
  const shell: import('../registry/page-data.ts').ShellData;
  export default shell;
}
