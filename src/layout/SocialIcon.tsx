// Brand marks from the simple-icons set (CC0), copied as path data: importing the package brings
// each icon's metadata into the bundle too. simple-icons no longer ships LinkedIn's mark (the owner
// asked for it to be removed): a plain "in" monogram stands in.
// Instagram's mark as its three shapes (rounded square, lens, dot), cut out by the even-odd rule:
// simple-icons' outline of it took 2 KB of every page's first-load script.
const instagramPath = 'M8 2h8a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6V8a6 6 0 0 1 6-6zm0 2a4 4 0 0 0-4 4v8a4 4 0 0 0 4 4h8a4 4 0 0 0 4-4V8a4 4 0 0 0-4-4zm4 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 1.8a3.2 3.2 0 1 0 0 6.4 3.2 3.2 0 0 0 0-6.4zm5.5-3.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z';
const xPath = "M14.234 10.162 22.977 0h-2.072l-7.591 8.824L7.251 0H.258l9.168 13.343L.258 24H2.33l8.016-9.318L16.749 24h6.993zm-2.837 3.299-.929-1.329L3.076 1.56h3.182l5.965 8.532.929 1.329 7.754 11.09h-3.182z";
const linkedinPath =
  'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zm7 0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.5 4.78 5.77v5.68h-4v-5.04c0-1.2-.02-2.75-1.7-2.75-1.7 0-1.95 1.3-1.95 2.66v5.13H10z';

const paths = { instagram: instagramPath, x: xPath, linkedin: linkedinPath } as const;

export function SocialIcon({ network }: { network: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={paths[network]} fill="currentColor" fillRule={network === 'instagram' ? 'evenodd' : undefined} />
    </svg>
  );
}
