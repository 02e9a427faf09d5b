/**
 * What the staff screens say in a browser without script: signing in keeps its token in the
 * browser's storage, and a reset link's token must leave the address bar, both by script. Shown by
 * the browser itself (<noscript>) with the form hidden (auth.css, `scripting: none`), so there is
 * no button that cannot work.
 */
export function NeedsScript({ task, then }: { task: string; then: string }) {
  return (
    <noscript>
      <p className="auth-card__notice">
        {task} needs JavaScript, which is turned off or blocked in this browser. Turn it on for this site, then {then}.
      </p>
    </noscript>
  );
}
