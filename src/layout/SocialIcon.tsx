import { siInstagram, siX } from 'simple-icons';

// simple-icons no longer ships LinkedIn's mark (the owner asked for it to be removed): a plain "in" monogram stands in.
const linkedinPath =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zm7 0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.5 4.78 5.77v5.68h-4v-5.04c0-1.2-.02-2.75-1.7-2.75-1.7 0-1.95 1.3-1.95 2.66v5.13H10z';

const paths = { instagram: siInstagram.path, x: siX.path, linkedin: linkedinPath } as const;

export function SocialIcon({ network }: { network: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" />
    </svg>
  );
}
